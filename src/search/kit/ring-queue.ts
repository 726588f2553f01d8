/** A FIFO queue of integers in a growable ring buffer: no allocation per element. */
export class RingQueue {
  private items: Int32Array;
  private head = 0;
  private count = 0;

  constructor(capacity = 1024) {
    this.items = new Int32Array(Math.max(2, capacity));
  }

  get size(): number {
    return this.count;
  }

  push(value: number): void {
    if (this.count === this.items.length) this.grow();
    this.items[(this.head + this.count) % this.items.length] = value;
    this.count++;
  }

  shift(): number {
    const value = this.items[this.head];
    this.head = (this.head + 1) % this.items.length;
    this.count--;
    return value;
  }

  private grow(): void {
    const items = new Int32Array(this.items.length * 2);
    for (let i = 0; i < this.count; i++) items[i] = this.items[(this.head + i) % this.items.length];
    this.items = items;
    this.head = 0;
  }
}
