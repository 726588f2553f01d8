/**
 * `--animate`: replays a search in the terminal frame by frame — visited, frontier and current
 * nodes drawn by the puzzle's own renderer — then the final picture with the path. The search
 * itself runs first with a recording tracer, so the animation's speed does not affect it.
 * When output is not a terminal only the final frame is printed.
 */
import { InputError } from '../errors.js';
import { TraceReplay, type Key, type TraceEvent } from '../search/index.js';
import type { CliContext } from './context.js';

/**
 * `--animate` draws on standard output, which `--json` keeps for the JSON alone (a script
 * parses all of it), so the two are refused together rather than one silently dropped.
 */
export function refuseAnimationWithJson(options: { animate?: unknown; json?: unknown }): void {
  if (options.animate && options.json) {
    throw new InputError(
      '--animate draws the search on standard output, which --json keeps for the JSON alone: drop one',
    );
  }
}

/** Draws one frame of a search: the puzzle decides how nodes look. */
export type FrameRenderer<N> = (replay: TraceReplay<N>, path: readonly N[] | undefined) => string;

export async function playAnimation<N>(
  context: CliContext,
  events: readonly TraceEvent<N>[],
  render: FrameRenderer<N>,
  options: { fps: number; keyOf?: (node: N) => Key | N },
): Promise<void> {
  const replay = new TraceReplay<N>(options.keyOf);
  const status = () =>
    `expanded ${replay.expanded}  frontier ${replay.frontier.size}  depth ${replay.depth}\n`;
  if (!context.isTTY) {
    for (const event of events) replay.apply(event);
    context.out(render(replay, replay.found === undefined ? undefined : replay.path()) + status());
    return;
  }
  const delay = 1000 / Math.max(0.1, options.fps);
  let previousLines = 0;
  const show = (text: string) => {
    // Move the cursor back over the previous frame and redraw in place.
    if (previousLines > 0) context.out(`\x1b[${previousLines}A\x1b[J`);
    context.out(text);
    previousLines = text.split('\n').length - 1;
  };
  for (const event of events) {
    replay.apply(event);
    if (event.type === 'expand') {
      show(render(replay, undefined) + status());
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  show(render(replay, replay.found === undefined ? undefined : replay.path()) + status());
}
