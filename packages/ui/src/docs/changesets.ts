// The changes to @admission/ui not released yet: the changesets of the repository's .changeset/
// folder, read when Storybook is built, for the changelog page (« À paraître »).

/** A changeset's bump of @admission/ui, in the changelog's words. */
const bumpWords = { major: 'Version majeure', minor: 'Version mineure', patch: 'Correctif' } as const;

export interface PendingChange {
  /** The changeset's file name, without `.md`. */
  readonly name: string;
  readonly bump: keyof typeof bumpWords;
  /** « Version mineure »... */
  readonly bumpLabel: string;
  /** Its text (Markdown), as its author wrote it. */
  readonly text: string;
}

const files = import.meta.glob<string>('../../../../.changeset/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The changesets that bump @admission/ui, breaking changes first, then new features, then fixes. */
export function pendingChanges(): PendingChange[] {
  const order = Object.keys(bumpWords);
  return Object.entries(files)
    .flatMap(([path, source]): PendingChange[] => {
      const match = /^---\n([\s\S]*?)\n---\n+([\s\S]*)$/.exec(source);
      const bump = /^['"]@admission\/ui['"]:\s*(major|minor|patch)\s*$/m.exec(match?.[1] ?? '')?.[1] as
        PendingChange['bump'] | undefined;
      if (!match || !bump) return [];
      const name = path.slice(path.lastIndexOf('/') + 1, -'.md'.length);
      return [{ name, bump, bumpLabel: bumpWords[bump], text: match[2]!.trim() }];
    })
    .sort((a, b) => order.indexOf(a.bump) - order.indexOf(b.bump) || a.name.localeCompare(b.name));
}
