// Vite's client types: `?raw` imports (a file's text) and `import.meta.glob`.
/// <reference types="vite/client" />
