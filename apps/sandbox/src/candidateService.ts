import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { choicesClosedMessage, choicesClosedOn } from './calendar';
import { DPOP_ALGS, boundThumbprint, checkDpopProof, publicRequestUrl } from './dpop';
import { applyChoiceUpdate, eligibleFor } from './choices';
import type { DocumentLinks } from './documentLinks';
import { faultMiddleware, type Env } from './faults';
import { historyRoutes } from './history';
import type { IdentityDeps } from './identity';
import type { ApplicationRecord } from './model';
import { lastReceiptReference, receiptRoutes, recordReceipt, toApiReceipt } from './receipts';
import { readBody } from './requests';
import type { OperationId } from './state';
import { validateAgainstContract } from './validation';

const PREFIX = '/api/candidate-service';
const FORBIDDEN = 'Accès refusé\u00a0: cette ressource appartient à un autre compte.';
export const IDENTITY_UNREACHABLE =
  'Le service d’identité est injoignable\u00a0: votre session n’a pas pu être vérifiée. Veuillez réessayer dans quelques minutes.';

function envelopeError(c: Context<Env>, status: ContentfulStatusCode, message: string) {
  return c.json({ isSuccess: false, message }, status);
}

/** Document links are the sandbox's own (signed and expiring: documentLinks.ts). */
function toApi(application: ApplicationRecord, baseUrl: string, links: DocumentLinks) {
  const { documents, kind: _kind, version: _version, decisions: _decisions, ...fields } = application;
  return {
    ...fields,
    cinUrl: documents.cin ? links.url(baseUrl, 'cin', application.candidateId) : null,
    autreDocUrl: documents.autre ? links.url(baseUrl, 'autre', application.candidateId) : null,
  };
}

/**
 * Verifies the access token (401 with a challenge otherwise) and keeps its subject, roles and name.
 * A token bound to a key (`cnf.jkt`, RFC 9449) comes as `Authorization: DPoP <token>` with a `DPoP`
 * proof of that key for this method and URL carrying the token's hash; as `Bearer` it is refused.
 * With `SANDBOX_DPOP=required` an unbound token is refused too (docs/dpop-resource-servers.md).
 */
export function bearerMiddleware(deps: IdentityDeps): MiddlewareHandler<Env> {
  const { options, state } = deps;
  return async (c, next) => {
    const match = /^(Bearer|DPoP)\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    const scheme = match?.[1]?.toLowerCase() === 'dpop' ? 'DPoP' : 'Bearer';
    const token = match?.[2];
    const refuse = (challenge: 'Bearer' | 'DPoP', error?: string, description?: string) => {
      const detail = error ? `, error="${error}", error_description="${description ?? ''}"` : '';
      const head =
        challenge === 'DPoP'
          ? `DPoP algs="${DPOP_ALGS}", realm="${options.realm}"`
          : `Bearer realm="${options.realm}"`;
      c.header('WWW-Authenticate', `${head}${detail}`);
      return c.body(null, 401);
    };
    if (!token) return refuse(state.dpop === 'required' ? 'DPoP' : 'Bearer');
    const check = await deps.verifyToken(token);
    // Keycloak's keys could not be fetched: the token was not refused, so no 401 (which would end
    // the portal's session); the portal shows a server failure and offers to retry.
    if (!check.ok && check.unavailable) return envelopeError(c, 502, IDENTITY_UNREACHABLE);
    if (!check.ok) return refuse(scheme, 'invalid_token', check.description);
    const bound = boundThumbprint(check.payload);
    if (scheme === 'Bearer') {
      if (bound !== undefined) return refuse('DPoP', 'invalid_token', 'DPoP-bound token presented as Bearer');
      if (state.dpop === 'required') return refuse('DPoP', 'invalid_token', 'DPoP-bound token required');
    } else {
      if (bound === undefined) return refuse('DPoP', 'invalid_token', 'Token is not DPoP-bound');
      const proof = await checkDpopProof(c.req.header('dpop'), {
        method: c.req.method,
        url: publicRequestUrl(c, options.publicUrl, options.trustedProxies),
        now: state.now(),
        replay: state.dpopReplay,
        accessToken: token,
      });
      if (!proof.ok) return refuse('DPoP', 'invalid_dpop_proof', proof.description);
      if (proof.jkt !== bound)
        return refuse('DPoP', 'invalid_dpop_proof', "DPoP confirmation doesn't match DPoP proof");
    }
    const { payload } = check;
    c.set('accountId', payload.sub);
    c.set('sessionId', typeof payload.sid === 'string' ? payload.sid : undefined);
    c.set('roles', rolesOfPayload(payload, options.clientId));
    c.set('userName', typeof payload.name === 'string' ? payload.name : payload.sub);
    c.set('email', typeof payload.email === 'string' ? payload.email : undefined);
    return next();
  };
}

/** Realm roles, or the client's roles when there are none (as the portal reads them). */
function rolesOfPayload(payload: Record<string, unknown>, clientId: string): string[] {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((role): role is string => typeof role === 'string') : [];
  const realm = strings((payload.realm_access as { roles?: unknown } | undefined)?.roles);
  if (realm.length > 0) return realm;
  const resource = payload.resource_access as Record<string, { roles?: unknown }> | undefined;
  return strings(resource?.[clientId]?.roles);
}

/**
 * Calls 3 to 7 of the spec, the receipts of programme changes (receipts.ts) and the history of an
 * application (history.ts): every call needs a valid bearer token; records are the owner's only.
 */
export function candidateServiceRoutes(deps: IdentityDeps): Hono<Env> {
  const { state } = deps;
  const app = new Hono<Env>();

  const requireBearer = bearerMiddleware(deps);

  const reject = (c: Context<Env>, message: string) => envelopeError(c, 400, message);
  const route = (operation: OperationId) =>
    [
      faultMiddleware(state, operation),
      requireBearer,
      validateAgainstContract('candidate-service', operation, reject),
    ] as const;

  app.get(
    `${PREFIX}/Candidate/with-applications-bac/account/:accountId`,
    ...route('getApplicationsByAccount'),
    (c) => {
      const accountId = c.req.param('accountId');
      if (accountId !== c.var.accountId) return envelopeError(c, 403, FORBIDDEN);
      const data = state.applications
        .filter((application) => application.accountId === accountId)
        // Stored order (oldest first), as a database would give it; the portal sorts newest first.
        .sort((a, b) => a.submissionDate.localeCompare(b.submissionDate))
        .map((application) => ({
          ...toApi(application, deps.baseUrl(), state.documentLinks),
          choices: [],
          lastReceiptReference: lastReceiptReference(state.receipts, application.candidateId),
        }));
      return c.json({ isSuccess: true, data, message: null });
    },
  );

  app.get(`${PREFIX}/BacResult/GradesAndCoefs/:bacResultId`, ...route('getGradesAndCoefs'), (c) => {
    const result = state.bacResults.get(c.req.param('bacResultId'));
    if (!result) return envelopeError(c, 404, 'Résultat du baccalauréat introuvable.');
    if (result.accountId !== c.var.accountId) return envelopeError(c, 403, FORBIDDEN);
    return c.json({ isSuccess: true, data: { grades: result.grades, coefs: result.coefs }, message: null });
  });

  app.get(`${PREFIX}/Candidate/application-details/:candidateId`, ...route('getApplicationDetails'), (c) => {
    const application = state.applications.find((a) => a.candidateId === c.req.param('candidateId'));
    if (!application) return envelopeError(c, 404, 'Candidature introuvable.');
    if (application.accountId !== c.var.accountId) return envelopeError(c, 403, FORBIDDEN);
    const full = toApi(application, deps.baseUrl(), state.documentLinks);
    const data = {
      candidateId: full.candidateId,
      accountId: full.accountId,
      applicationType: full.applicationType,
      status: full.status,
      programId: full.programId,
      programName: full.programName,
      programGroup: full.programGroup,
      ufrName: full.ufrName,
      score: full.score,
      cinUrl: full.cinUrl,
      autreDocUrl: full.autreDocUrl,
      email: full.email,
      phone: full.phone,
      choices: full.choices,
    };
    return c.json({ isSuccess: true, data, message: null });
  });

  app.get(
    `${PREFIX}/SelectionCriteria/eligible-programs-with-group-detection/:bacSerie`,
    ...route('getEligiblePrograms'),
    (c) => {
      const bacSerie = c.req.param('bacSerie');
      const eligible = eligibleFor(bacSerie);
      if (!eligible)
        return envelopeError(c, 404, `Aucun programme n’est ouvert à la série «\u00a0${bacSerie}\u00a0».`);
      const brief = ({
        programId,
        programName,
        shortName,
      }: {
        programId: string;
        programName: string;
        shortName: string;
      }) => ({
        programId,
        programName,
        shortName,
      });
      const { group } = eligible;
      const data = {
        programs: eligible.programs.map(brief),
        groupInfo: group
          ? {
              groupId: group.groupId,
              groupName: group.groupName,
              programs: eligible.programs.filter((p) => p.groupId === group.groupId).map(brief),
            }
          : null,
        isMandatoryFullRanking: group !== null,
        hasMultipleChoices: group !== null,
      };
      return c.json({ isSuccess: true, data, message: null });
    },
  );

  const parseMultipart: MiddlewareHandler<Env> = async (c, next) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!type.startsWith('multipart/form-data')) {
      return envelopeError(c, 400, 'Le formulaire doit être envoyé en multipart/form-data.');
    }
    // Read within the size and time limits (requests.ts), after the token and the type were checked.
    const read = await readBody(c, envelopeError);
    if (!read.ok) return read.response;
    let form: FormData;
    try {
      // The header as sent: a multipart boundary is case-sensitive.
      const headers = { 'Content-Type': c.req.header('content-type') ?? '' };
      form = await new Response(read.bytes, { headers }).formData();
    } catch {
      return envelopeError(c, 400, 'Le formulaire multipart est illisible.');
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      if (Object.hasOwn(fields, name) || form.getAll(name).length > 1)
        return envelopeError(c, 400, `Le champ «\u00a0${name}\u00a0» est envoyé plusieurs fois.`);
      if (typeof value !== 'string')
        return envelopeError(c, 400, `Le champ «\u00a0${name}\u00a0» doit être du texte, pas un fichier.`);
      fields[name] = value;
    }
    // Ownership first: another account's id is a 403 whatever else is wrong.
    if (fields.AccountId !== undefined && fields.AccountId !== c.var.accountId) {
      return envelopeError(
        c,
        403,
        'Accès refusé\u00a0: vous ne pouvez modifier que votre propre candidature.',
      );
    }
    c.set('body', fields);
    return next();
  };

  // This portal's addition: public, the closed-period page shows the next opening to anyone.
  app.get(`${PREFIX}/AdmissionCalendar/current`, faultMiddleware(state, 'getAdmissionCalendar'), (c) =>
    state.calendar
      ? c.json({ isSuccess: true, data: state.calendar, message: null })
      : envelopeError(c, 404, 'Aucun calendrier d’admission n’est publié.'),
  );

  app.put(
    `${PREFIX}/Candidate/update-with-choices`,
    faultMiddleware(state, 'updateWithChoices'),
    requireBearer,
    parseMultipart,
    validateAgainstContract('candidate-service', 'updateWithChoices', reject),
    (c) => {
      const closedOn = choicesClosedOn(state.calendar, state.now());
      if (closedOn) return envelopeError(c, 409, choicesClosedMessage(closedOn));
      const outcome = applyChoiceUpdate(
        state.applications,
        c.var.accountId,
        c.var.body as Record<string, string>,
      );
      if (!outcome.ok) return envelopeError(c, 400, outcome.message);
      // A saved change is a new version of the application, and its receipt says which.
      const updated = { ...outcome.application, version: outcome.application.version + 1 };
      state.applications = state.applications.map((a) =>
        a.candidateId === updated.candidateId ? updated : a,
      );
      const receipt = recordReceipt(state, updated);
      return c.json({
        isSuccess: true,
        message: 'Vos choix de programme ont été enregistrés.',
        data: toApiReceipt(receipt),
      });
    },
  );

  app.route('/', receiptRoutes(deps, requireBearer));
  app.route('/', historyRoutes(deps, requireBearer));

  return app;
}
