// `npm run chromatic`: publishes Storybook to Chromatic for review, in the two modes the stories are
// tested in (light at 1280 px, dark at 360 px; `parameters.chromatic.modes` in .storybook), with
// TurboSnap (chromatic.config.json: `onlyChanged`, and the theme files as externals). With CHROMATIC_PROJECT_TOKEN set, unreviewed visual changes fail
// the run (no `--exit-zero-on-changes`); without it, it says so and does nothing: this machine,
// like CI here, cannot reach Chromatic.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set; nothing published (the story screenshots in npm test still run).',
  );
  process.exit(0);
}
const run = spawnSync('npx', ['chromatic', '--config-file', 'chromatic.config.json'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
