export { parseEnvelope, envelopeSchema } from './envelope';
export type { Envelope, EnvelopeParse } from './envelope';
