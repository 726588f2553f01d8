/**
 * Reading the user's own files and saving one: an "Open file…" button, drag-and-drop onto a
 * tab, and "Save as file". Only text is read; a file too big for a playground is refused.
 *
 * ```ts
 * const open = openFileButton('.sok,.xsb,.txt', (file) => load(file.name, file.text));
 * acceptDrops(panel, (file) => load(file.name, file.text));
 * saveFile('level.sok', text);
 * ```
 */
import { h } from '../dom.js';

export interface TextFile {
  name: string;
  text: string;
}

const MAX_BYTES = 5_000_000;

async function readText(file: File): Promise<TextFile> {
  if (file.size > MAX_BYTES)
    throw new Error(`${file.name}: ${file.size} bytes is more than the playground reads (5 MB)`);
  return { name: file.name, text: await file.text() };
}

/** A button that opens the file picker; `onError` gets a sentence naming the file. */
export function openFileButton(
  accept: string,
  onFile: (file: TextFile) => void,
  onError: (text: string) => void,
): HTMLElement {
  const input = h('input', {
    type: 'file',
    accept,
    name: 'file',
    class: 'visually-hidden',
    tabindex: '-1',
    'aria-hidden': 'true',
  });
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.value = '';
    if (file) readText(file).then(onFile, (error: Error) => onError(error.message));
  });
  const button = h(
    'button',
    { type: 'button', 'data-action': 'open-file', onclick: () => input.click() },
    'Open file…',
  );
  return h('span', { class: 'file-open' }, button, input);
}

/** Files dropped anywhere on `target` are read; the target is marked while one is over it. */
export function acceptDrops(
  target: HTMLElement,
  onFile: (file: TextFile) => void,
  onError: (text: string) => void,
): void {
  const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
  target.addEventListener('dragover', (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    target.classList.add('dropping');
  });
  target.addEventListener('dragleave', (event) => {
    if (event.target === target) target.classList.remove('dropping');
  });
  target.addEventListener('drop', (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    target.classList.remove('dropping');
    const file = event.dataTransfer?.files[0];
    if (file) readText(file).then(onFile, (error: Error) => onError(error.message));
  });
}

/** Offers `text` as a download named `name`. */
export function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = h('a', { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function saveButton(label: string, file: () => TextFile | undefined): HTMLButtonElement {
  return h(
    'button',
    {
      type: 'button',
      'data-action': 'save-file',
      onclick: () => {
        const chosen = file();
        if (chosen) saveFile(chosen.name, chosen.text);
      },
    },
    label,
  );
}
