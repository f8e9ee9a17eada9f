import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { SupportContact, SupportContactProvider } from '../../src/components/SupportContact/SupportContact';
import { Footer } from '../../src/components/Footer/Footer';
import '../../src/styles.css';

// The package has no contact of its own: a placeholder address shown to another app's users would
// send their questions nowhere.
describe('SupportContact', () => {
  it('draws nothing when the app has configured no contact', async () => {
    const screen = await render(
      <Footer copyright="© Université">
        <p>Pied de page</p>
      </Footer>,
    );
    await expect.element(screen.getByText('Pied de page')).toBeVisible();
    await expect.element(screen.getByText('© Université')).toBeVisible();
    expect(screen.container.querySelectorAll('a')).toHaveLength(0);
    expect(screen.container.textContent).not.toContain('Besoin d’aide');
  });

  it("takes the provider's contacts and e-mail subject, and a prop over them", async () => {
    const screen = await render(
      <SupportContactProvider
        subject="Aide Scolarité/Inscription"
        email="aide@univ.example.sn"
        phones={['+221 33 123 45 67', '+221 77 765 43 21']}
      >
        <SupportContact phoneCount={1} />
        <SupportContact email="admission@univ.example.sn" headingLevel={3} />
      </SupportContactProvider>,
    );
    const [first, second] = screen.container.querySelectorAll('ul');
    expect([...first!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:aide@univ.example.sn?subject=Aide%20Scolarit%C3%A9%2FInscription',
      'tel:+221331234567',
    ]);
    expect([...second!.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'admission@univ.example.sn',
      '+221 33 123 45 67',
      '+221 77 765 43 21',
    ]);
  });

  it("names no subject of its own: without the app's, the e-mail link has none", async () => {
    const screen = await render(<SupportContact email="aide@univ.example.sn" />);
    await expect
      .element(screen.getByRole('link', { name: 'aide@univ.example.sn' }))
      .toHaveAttribute('href', 'mailto:aide@univ.example.sn');
  });

  it('shows the phones alone when there is no e-mail', async () => {
    const screen = await render(<SupportContact phones={['+221 33 123 45 67']} />);
    await expect.element(screen.getByRole('link', { name: '+221 33 123 45 67' })).toBeVisible();
    expect(screen.container.querySelectorAll('a')).toHaveLength(1);
  });
});
