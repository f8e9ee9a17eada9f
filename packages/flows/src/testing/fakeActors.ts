import { fromPromise, type PromiseActorLogic } from 'xstate';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface FakeCall {
  src: string;
  id: string;
  input: unknown;
}

/**
 * Promise actors whose every invocation waits until the test settles it by actor id
 * (the invoke id, or the id given to spawnChild).
 */
export class FakeActors {
  readonly calls: FakeCall[] = [];
  private readonly pending = new Map<string, Deferred[]>();

  logic<TOutput, TInput>(src: string): PromiseActorLogic<TOutput, TInput> {
    return fromPromise<TOutput, TInput>(({ input, self }) => {
      this.calls.push({ src, id: self.id, input });
      return new Promise<TOutput>((resolve, reject) => {
        const list = this.pending.get(self.id) ?? [];
        list.push({ resolve: (value) => resolve(value as TOutput), reject });
        this.pending.set(self.id, list);
      });
    });
  }

  count(src: string): number {
    return this.calls.filter((call) => call.src === src).length;
  }

  lastInput(src: string): unknown {
    return this.calls.filter((call) => call.src === src).at(-1)?.input;
  }

  resolve(id: string, output: unknown): void {
    this.take(id).resolve(output);
  }

  reject(id: string, error: unknown): void {
    this.take(id).reject(error);
  }

  private take(id: string): Deferred {
    const deferred = this.pending.get(id)?.shift();
    if (!deferred) throw new Error(`no pending invocation of actor "${id}"`);
    return deferred;
  }
}

/** Lets every settled promise deliver its event to the machine. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
