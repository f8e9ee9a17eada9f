// `npm run keycloak:realm`: writes deploy/keycloak/ from the sandbox's seed and settings.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { realmFiles } from '../src/realm';

const target = fileURLToPath(new URL('../../../deploy/keycloak/', import.meta.url));
for (const [name, text] of Object.entries(realmFiles())) {
  writeFileSync(join(target, name), text);
  console.log(`wrote deploy/keycloak/${name}`);
}
