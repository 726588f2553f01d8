import type { Rule } from 'eslint';

/** Why importing `target` from `source` (repository paths) breaks a layer, or undefined. */
export function layerViolation(source: string, target: string): string | undefined;

declare const layers: { rules: { imports: Rule.RuleModule } };
export default layers;
