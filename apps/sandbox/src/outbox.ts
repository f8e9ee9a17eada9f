import type { OutboxMail } from './model';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const KIND_LABEL: Record<OutboxMail['kind'], string> = {
  'verify-email': 'Vérification de l’adresse e-mail',
  'reset-password': 'Réinitialisation du mot de passe',
  receipt: 'Justificatif de modification',
  decision: 'Décision sur votre candidature',
};

/** The outbox page: newest e-mail first, each link clickable, a mail's text (a receipt's, a decision's) under its subject. */
export function outboxHtml(mails: readonly OutboxMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (mail) => `<tr>
  <td><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt.replace('T', ' ').slice(0, 19))}</time></td>
  <td>${escapeHtml(mail.to)}</td>
  <td>${escapeHtml(mail.subject)}<br><small>${escapeHtml(KIND_LABEL[mail.kind])}</small>${mail.text === undefined ? '' : `<pre>${escapeHtml(mail.text)}</pre>`}</td>
  <td><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boîte d’envoi du bac à sable</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #c8c8c8; padding: .5rem; text-align: left; vertical-align: top; }
  td:last-child { word-break: break-all; }
  a { color: #0a4fa6; }
  pre { font: inherit; white-space: pre-wrap; margin: .5rem 0 0; }
</style>
</head>
<body>
<main>
<h1>Boîte d’envoi (e-mails du bac à sable)</h1>
<p>${mails.length} e-mail(s). Les liens ouvrent le portail. Version JSON\u00a0: <a href="/_outbox.json">/_outbox.json</a>.</p>
${
  mails.length
    ? `<table>
<thead><tr><th scope="col">Envoyé le (UTC)</th><th scope="col">Destinataire</th><th scope="col">Objet</th><th scope="col">Lien</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>Aucun e-mail envoyé.</p>'
}
</main>
</body>
</html>
`;
}
