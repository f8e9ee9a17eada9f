// « Télécharger les jetons »: the JSON and CSS files, written from the tokens module when the page
// is drawn (data URLs), never from a copy that could drift.
import type { CSSProperties } from 'react';
import { link as linkStyle } from '../components/Link/Link.css';
import { darkTheme } from '../theme/themes.css';
import { tokensCss, tokensJson, type ThemeSelectors } from './themeTokens';

/** The light theme on `:root` (the default, as in the published stylesheet), the dark on its class. */
export const downloadSelectors: ThemeSelectors = { light: ':root', dark: `.${darkTheme}` };

export const tokenFiles = {
  json: {
    label: 'Télécharger les jetons (JSON)',
    fileName: 'admission-jetons.json',
    type: 'application/json',
    text: () => tokensJson(downloadSelectors),
  },
  css: {
    label: 'Télécharger les jetons (CSS)',
    fileName: 'admission-jetons.css',
    type: 'text/css',
    text: () => tokensCss(downloadSelectors),
  },
} as const;

// WCAG 2.5.8: 24 px high at least, the two links may wrap onto two lines on a phone.
const link: CSSProperties = { display: 'inline-flex', alignItems: 'center', minHeight: '24px' };

const dataUrl = (type: string, text: string) => `data:${type};charset=utf-8,${encodeURIComponent(text)}`;

const list: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.5rem',
};

/** The two download links, each a plain link with `download` (its file name). */
export function TokenDownloads() {
  return (
    <ul style={list}>
      {Object.values(tokenFiles).map((file) => (
        <li key={file.fileName} style={{ margin: 0 }}>
          <a
            href={dataUrl(file.type, file.text())}
            download={file.fileName}
            className={linkStyle}
            style={link}
          >
            {file.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
