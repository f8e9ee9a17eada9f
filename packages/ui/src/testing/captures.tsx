// One screenshot for all of a component's states (Braid's `*.screenshots` pattern): the story
// `Captures` renders every state its other stories name, one under the other with the story's
// name as caption, and only that story is compared with references (light 1280 px, dark 360 px).
// A building block with nine states then costs two references instead of eighteen, and a change
// to it redraws two files. The states' own stories keep their play functions (what they prove)
// and Storybook shows them as before; the meta says `parameters: { visual: false }`.
// Screens keep one capture per state: a screen's states are whole pages a designer reviews.
import type { ComponentType, ReactNode } from 'react';

type Args = Record<string, unknown>;
type Decorator = (story: () => ReactNode, context: { args: Args }) => ReactNode;

/**
 * The parts of a CSF meta and story that draw it (no play function, no parameters), typed loosely
 * so any component's meta and stories are accepted as they are.
 */
interface Drawn {
  name?: string;
  args?: object;
  render?: unknown;
  decorators?: unknown;
}

interface DrawnMeta extends Drawn {
  component?: unknown;
}

const list = (decorators: unknown): readonly Decorator[] =>
  decorators === undefined
    ? []
    : typeof decorators === 'function'
      ? [decorators as Decorator]
      : (decorators as Decorator[]);

/** A story as Storybook would draw it: its args over the meta's, its render, its decorators. */
function draw(meta: DrawnMeta, story: Drawn): ReactNode {
  const args = { ...meta.args, ...story.args } as Args;
  const render = (story.render ?? meta.render) as
    ((args: Args, context: { args: Args }) => ReactNode) | undefined;
  const Component = meta.component as ComponentType<Args> | undefined;
  let node: ReactNode = render ? render(args, { args }) : Component ? <Component {...args} /> : null;
  for (const decorator of [...list(story.decorators), ...list(meta.decorators)]) {
    const inner = node;
    node = decorator(() => inner, { args });
  }
  return node;
}

const stack = { display: 'grid', gap: '1.5rem', margin: 0 } as const;
const caption = { margin: '0 0 0.5rem', fontWeight: 600 } as const;

/**
 * The `Captures` story of a stories file: every story given, drawn in order under its name.
 * `tags: ['!autodocs']` keeps it off the Docs page (the states are there one by one).
 */
export function capturesOf(meta: DrawnMeta, stories: Record<string, Drawn>) {
  return {
    name: 'Captures d’écran (tous les états)',
    tags: ['!autodocs'],
    parameters: {
      visual: true,
      controls: { disable: true },
      docs: {
        description: {
          story:
            'Tous les états ci-dessus sur une seule image\u00a0: la seule histoire de ce composant comparée à sa référence (clair 1280\u00a0px, sombre 360\u00a0px).',
        },
      },
    },
    render: () => (
      <div style={stack}>
        {Object.entries(stories).map(([key, story]) => (
          <figure key={key} style={{ margin: 0 }}>
            <figcaption style={caption}>{story.name ?? key}</figcaption>
            {draw(meta, story)}
          </figure>
        ))}
      </div>
    ),
  };
}
