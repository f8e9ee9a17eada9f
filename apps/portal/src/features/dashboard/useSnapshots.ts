import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * The current snapshots of a list of actors (one per dashboard application), re-rendering when any
 * of them changes: `useSelector` for a list whose length is not fixed.
 */
export function useSnapshots<T extends AnyActorRef>(refs: readonly T[]): SnapshotFrom<T>[] {
  const last = useRef<{ refs: readonly T[]; snapshots: SnapshotFrom<T>[] } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscriptions = refs.map((ref) => ref.subscribe(onChange));
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
    [refs],
  );
  const read = useCallback(() => {
    const snapshots = refs.map((ref) => ref.getSnapshot() as SnapshotFrom<T>);
    const previous = last.current;
    // The same snapshots as last time must be the same array, or React renders forever.
    if (previous?.refs === refs && previous.snapshots.every((snapshot, i) => snapshot === snapshots[i])) {
      return previous.snapshots;
    }
    last.current = { refs, snapshots };
    return snapshots;
  }, [refs]);
  return useSyncExternalStore(subscribe, read, read);
}
