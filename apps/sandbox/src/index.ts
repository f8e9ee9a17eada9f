export { createSandbox, type Sandbox } from './app';
export { optionsFromEnv, resolveOptions, type ResolvedOptions, type SandboxOptions } from './config';
export { passwordRuleMessage, PASSWORD_RULES } from './passwords';
export { ACCOUNT_IDS, DEMO_PASSWORD, SEED_USERS } from './seed';
export { startSandbox, type RunningSandbox } from './server';
export { FAULT_KINDS, OPERATION_IDS, type FaultKind, type OperationId } from './state';
