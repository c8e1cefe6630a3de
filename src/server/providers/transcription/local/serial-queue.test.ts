import { describe, expect, it } from 'vitest';
import { SerialQueue } from './serial-queue.js';

describe('SerialQueue', () => {
  it('runs tasks one after another, even when one fails', async () => {
    const queue = new SerialQueue();
    const order: string[] = [];
    const signal = new AbortController().signal;
    let finishFirst!: () => void;
    const first = queue.run(signal, async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first ends');
      throw new Error('first failed');
    });
    const second = queue.run(signal, async () => {
      order.push('second starts');
      return 2;
    });
    await Promise.resolve();
    finishFirst();
    await expect(first).rejects.toThrow('first failed');
    await expect(second).resolves.toBe(2);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('lets a waiting task leave the line on abort, without running it', async () => {
    const queue = new SerialQueue();
    let finishFirst!: () => void;
    const first = queue.run(
      new AbortController().signal,
      () => new Promise<void>((resolve) => (finishFirst = resolve)),
    );
    const controller = new AbortController();
    let ran = false;
    const waiting = queue.run(controller.signal, async () => {
      ran = true;
    });
    const reason = new Error('cancelled');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    finishFirst();
    await first;
    await queue.run(new AbortController().signal, async () => {});
    expect(ran).toBe(false);
  });
});
