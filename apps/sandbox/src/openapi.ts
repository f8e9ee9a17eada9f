import { fileURLToPath } from 'node:url';
import { OpenAPIBackend, type Options, type ValidationResult } from 'openapi-backend';

export type ApiName = 'candidate-service' | 'auth-service' | 'identity';

/** The contract files, at the root of the repository. */
const OPENAPI_DIR = fileURLToPath(new URL('../../../openapi/', import.meta.url));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Ajv knows no formats by itself; these are the ones the contract uses.
const FORMATS: NonNullable<NonNullable<Options['ajvOpts']>['formats']> = {
  uuid: UUID,
  'date-time': (value: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uri: (value: string) => URL.canParse(value),
  password: true,
};

const loaded = new Map<ApiName, Promise<OpenAPIBackend>>();

/**
 * Loads one contract file. `quick` skips openapi-backend's definition check, which only knows
 * OpenAPI 3.0 and rejects the 3.1 files; schemas are still compiled and enforced.
 */
export function loadApi(name: ApiName): Promise<OpenAPIBackend> {
  let api = loaded.get(name);
  if (!api) {
    const backend = new OpenAPIBackend({
      definition: `${OPENAPI_DIR}${name}.yaml`,
      quick: true,
      strict: true,
      validate: true,
      ajvOpts: { formats: FORMATS, allErrors: true },
    });
    api = backend.init();
    loaded.set(name, api);
  }
  return api;
}

type AjvError = NonNullable<ValidationResult['errors']>[number];

function field(error: AjvError): string {
  const path = error.instancePath.split('/').filter(Boolean);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    path.push(params.missingProperty);
  // Drop the location prefix (requestBody, path, query...).
  return path.slice(1).join('.') || 'corps de la requête';
}

function describe(error: AjvError): string {
  const name = `«\u00a0${field(error)}\u00a0»`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `le champ ${name} est obligatoire`;
    case 'type':
      return `${name} doit être de type ${String(params.type)}`;
    case 'enum':
    case 'const': {
      const allowed = (params.allowedValues as unknown[] | undefined) ?? [params.allowedValue];
      return `${name} doit valoir ${allowed.map((value) => JSON.stringify(value)).join(' ou ')}`;
    }
    case 'format':
      return `${name} n’a pas le format attendu (${String(params.format)})`;
    case 'additionalProperties':
      return `le champ «\u00a0${String(params.additionalProperty)}\u00a0» n’est pas attendu`;
    case 'minLength':
      return `${name} doit contenir au moins ${String(params.limit)} caractères`;
    case 'minItems':
      return `${name} doit contenir au moins ${String(params.limit)} élément${Number(params.limit) > 1 ? 's' : ''}`;
    case 'maxItems':
      return `${name} doit contenir au plus ${String(params.limit)} éléments`;
    case 'parse':
      return 'le corps de la requête n’est pas un JSON valide';
    default:
      return `${name} est invalide (${error.message ?? error.keyword})`;
  }
}

/** A French sentence naming what is wrong with a request. */
export function describeValidationErrors(errors: AjvError[]): string {
  const unique = [...new Set(errors.filter((error) => error.keyword !== 'if').map(describe))];
  return `Requête invalide\u00a0: ${unique.join('\u202f; ')}.`;
}
