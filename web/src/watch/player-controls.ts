/**
 * Play / pause / step / restart / finish and a speed slider that drive any number of
 * steppers on one clock, so that two searches started together advance one expansion each
 * per tick (the side-by-side view).
 *
 * ```ts
 * const controls = new PlayerControls({ label: 'expansion' }); // what one step is, singular
 * controls.steppers = [left, right]; // { step(): boolean; reset(): void; finish(): void }
 * panel.append(controls.element);
 * ```
 */
import { h } from '../dom.js';
import { plural } from '../plural.js';

export interface Stepper {
  /** Advances one unit; false when there is nothing left. */
  step(): boolean;
  /** Back to the beginning. */
  reset(): void;
  /** Jumps to the end. */
  finish(): void;
  readonly done: boolean;
}

/** Slider positions 0..100 map to 1..1000 units a second on a log scale. */
function rateOf(position: number): number {
  return Math.round(Math.pow(10, (position / 100) * 3));
}

export class PlayerControls {
  readonly element: HTMLElement;
  steppers: Stepper[] = [];
  /** Called after every change of position, to refresh summaries. */
  onChange: (() => void) | undefined;
  private playing = false;
  private frame = 0;
  private lastTime = 0;
  private budget = 0;
  private readonly playButton: HTMLButtonElement;
  private readonly speed: HTMLInputElement;
  private readonly speedLabel: HTMLElement;

  constructor(private readonly options: { label: string; initialSpeed?: number }) {
    this.playButton = h('button', {
      type: 'button',
      class: 'primary play',
      'data-action': 'play',
      onclick: () => (this.playing ? this.pause() : this.play()),
    });
    this.speed = h('input', {
      type: 'range',
      min: '0',
      max: '100',
      value: String(options.initialSpeed ?? 45),
      'aria-label': 'speed',
      'data-action': 'speed',
      oninput: () => this.showSpeed(),
    });
    this.speedLabel = h('span', { class: 'speed-label' });
    this.element = h(
      'div',
      { class: 'player-controls' },
      this.playButton,
      h(
        'button',
        {
          type: 'button',
          'data-action': 'step',
          title: 'one step',
          onclick: () => this.stepOnce(),
        },
        'Step',
      ),
      h(
        'button',
        {
          type: 'button',
          'data-action': 'finish',
          title: 'jump to the end',
          onclick: () => this.finishAll(),
        },
        'End',
      ),
      h(
        'button',
        {
          type: 'button',
          'data-action': 'restart',
          title: 'back to the start',
          onclick: () => this.restart(),
        },
        'Restart',
      ),
      h('label', { class: 'speed' }, h('span', {}, 'Speed'), this.speed, this.speedLabel),
    );
    this.showPlaying();
    this.showSpeed();
  }

  get rate(): number {
    return rateOf(Number(this.speed.value));
  }

  get isPlaying(): boolean {
    return this.playing;
  }

  play(): void {
    if (this.steppers.every((stepper) => stepper.done)) this.restart();
    this.playing = true;
    this.lastTime = performance.now();
    this.budget = 1;
    this.showPlaying();
    this.frame = requestAnimationFrame((time) => this.tick(time));
  }

  pause(): void {
    this.playing = false;
    cancelAnimationFrame(this.frame);
    this.showPlaying();
  }

  stepOnce(): void {
    this.pause();
    for (const stepper of this.steppers) stepper.step();
    this.onChange?.();
  }

  finishAll(): void {
    this.pause();
    for (const stepper of this.steppers) stepper.finish();
    this.onChange?.();
  }

  restart(): void {
    this.pause();
    for (const stepper of this.steppers) stepper.reset();
    this.onChange?.();
  }

  private tick(time: number): void {
    if (!this.playing) return;
    this.budget += ((time - this.lastTime) / 1000) * this.rate;
    this.lastTime = time;
    let moved = false;
    while (this.budget >= 1) {
      this.budget -= 1;
      for (const stepper of this.steppers) moved = stepper.step() || moved;
    }
    if (moved) this.onChange?.();
    if (this.steppers.every((stepper) => stepper.done)) {
      this.pause();
      return;
    }
    this.frame = requestAnimationFrame((next) => this.tick(next));
  }

  private showPlaying(): void {
    this.playButton.textContent = this.playing ? 'Pause' : 'Play';
    this.playButton.setAttribute('aria-pressed', String(this.playing));
  }

  private showSpeed(): void {
    this.speedLabel.textContent = `${this.rate}/s`;
    this.speedLabel.title = `${plural(this.rate, this.options.label)} a second`;
  }
}
