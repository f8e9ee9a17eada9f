// The part of the Trusted Types API the portal uses (TypeScript's DOM library does not have it yet):
// the production CSP requires Trusted Types for scripts (apps/portal/prerender/csp.ts).
interface PortalTrustedTypePolicy {
  createScriptURL(url: string): unknown;
}

interface Window {
  trustedTypes?: {
    createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): PortalTrustedTypePolicy;
  };
}
