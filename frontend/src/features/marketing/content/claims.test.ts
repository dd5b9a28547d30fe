import * as enterprise from './enterprise';
import * as home from './home';
import * as solutions from './solutions';

const { ENTERPRISE_FEATURES } = enterprise;
const { FEATURES } = home;

/**
 * Issue 34 item 12: what the home and enterprise pages claim is what the product does. Single
 * sign-on is OpenID Connect (and LDAP sign-in), not SAML (docs/identity.md); stored memory is
 * opt-in per user and always encrypted (docs/memory.md).
 */
const card = (cards: { title: string; description: string }[], title: string) =>
  cards.find((c) => c.title === title)?.description ?? '';

describe('marketing claims match the product', () => {
  it('promises the single sign-on IronKeep has: OpenID Connect and LDAP, never SAML', () => {
    const integration = card(FEATURES, 'Enterprise Integration');
    expect(integration).toContain('OpenID Connect');
    expect(integration).toContain('LDAP');
    const everything = JSON.stringify([home, enterprise, solutions]);
    expect(everything).not.toMatch(/SAML/i);
  });

  it('describes memory as it is: opt-in, per user, always encrypted', () => {
    const vaults = card(ENTERPRISE_FEATURES, 'Multi-User Memory Vaults');
    expect(vaults).toMatch(/^Opt-in memory for each user/);
    expect(vaults).toContain('always encrypted with AES-256-GCM');
    expect(vaults).not.toMatch(/team or client engagement/);
  });
});
