export { parseEnvelope, envelopeSchema } from './envelope';
export type { Envelope, EnvelopeParse } from './envelope';
export type {
  AccessTokenClaims,
  Application,
  ApplicationDetails,
  ApplicationStatus,
  ApplicationType,
  BacResult,
  Choice,
  ChoiceStatus,
  EligibleProgram,
  EligibleProgramsData,
  GroupInfo,
  LoggedInUser,
  ProgramChoice,
  TokenErrorBody,
  TokenErrorCode,
  TokenSet,
  UpdateWithChoicesFields,
  UpdateWithChoicesForm,
} from './types';
export type { paths as CandidateServicePaths } from './generated/candidate-service';
export type { paths as AuthServicePaths } from './generated/auth-service';
export type { paths as IdentityPaths } from './generated/identity';
