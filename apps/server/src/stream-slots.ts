/**
 * The open event streams of each caller in this process: a stream holds a socket, a queue and a listener for as long
 * as its screen is open, so one caller may hold only so many at once (a person's tabs, not a loop opening them).
 */
export class StreamSlots {
  private readonly held = new Map<string, number>();

  constructor(private readonly perCaller: number) {}

  /** Takes a slot of `caller`; answers its release (safe to call twice), or undefined when all are taken. */
  take(caller: string): (() => void) | undefined {
    const count = this.held.get(caller) ?? 0;
    if (count >= this.perCaller) return undefined;
    this.held.set(caller, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(caller) ?? 1) - 1;
      if (left > 0) this.held.set(caller, left);
      else this.held.delete(caller);
    };
  }
}
