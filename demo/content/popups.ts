import { type ContentEntry, makeDocument } from './documents.ts';
import { block, contentImage, segmentation, target, tx } from './sections.ts';
import { type ContentSite, sitePath, T } from './sites.ts';

/** Spec §9: pop-up delay default 2000 ms. */
export const POPUP_DEFAULT_DELAY_MS = 2000;

const t = {
  newsletterTitle: T(
    'Get 10% off your first order',
    '-10 % sur votre première commande',
    '10 % auf Ihre erste Bestellung',
  ),
  newsletterMinimized: T('10% off', '-10 %', '10 % Rabatt'),
  newsletterMaximized: T(
    'Sign up for our newsletter',
    'Inscrivez-vous à notre newsletter',
    'Melden Sie sich für unseren Newsletter an',
  ),
  newsletterDisclaimer: T(
    'By signing up you agree to receive marketing emails. See our <a href="{privacy}">privacy policy</a>.',
    'En vous inscrivant, vous acceptez de recevoir nos e-mails. Voir notre <a href="{privacy}">politique de confidentialité</a>.',
    'Mit der Anmeldung stimmen Sie Marketing-E-Mails zu. Siehe unsere <a href="{privacy}">Datenschutzerklärung</a>.',
  ),
  registrationTitle: T(
    'Create an account, earn points',
    'Créez un compte, gagnez des points',
    'Konto erstellen, Punkte sammeln',
  ),
  registrationMinimized: T('Join XPLR Pass', 'Rejoindre XPLR Pass', 'XPLR Pass beitreten'),
  registrationMaximized: T('Registration', 'Inscription', 'Registrierung'),
  registrationDisclaimer: T(
    'Membership is free. <a href="{terms}">XPLR Pass terms</a> apply.',
    'L’adhésion est gratuite. Les <a href="{terms}">conditions XPLR Pass</a> s’appliquent.',
    'Die Mitgliedschaft ist kostenlos. Es gelten die <a href="{terms}">XPLR Pass-Bedingungen</a>.',
  ),
  createAccount: T('Create account', 'Créer un compte', 'Konto erstellen'),
  signIn: T('Sign in', 'Se connecter', 'Anmelden'),
};

function newsletterPopup(site: ContentSite) {
  return block(
    `${site.siteId}-newsletter-popup`,
    'PopUp',
    {
      kind: 'newsletter',
      delay: POPUP_DEFAULT_DELAY_MS,
      title: tx(site, t.newsletterTitle),
      minimizedTitle: tx(site, t.newsletterMinimized),
      maximizedTitle: tx(site, t.newsletterMaximized),
      logo: contentImage(site.brand, 'logo', site.brandName),
      logoSize: 'small',
      disclaimer: tx(site, t.newsletterDisclaimer).replace('{privacy}', sitePath(site, 'privacy')),
      targets: [],
      colors: { background: 'surface', text: 'neutral', accent: 'brandAccent' },
    },
    { hydration: 'interaction' },
    'newsletter pop-up',
  );
}

function registrationPopup(site: ContentSite) {
  return block(
    `${site.siteId}-registration-popup`,
    'PopUp',
    {
      kind: 'account',
      delay: 5000,
      title: tx(site, t.registrationTitle),
      minimizedTitle: tx(site, t.registrationMinimized),
      maximizedTitle: tx(site, t.registrationMaximized),
      logo: contentImage(site.brand, 'xplr-pass-logo', 'XPLR Pass'),
      logoSize: 'medium',
      disclaimer: tx(site, t.registrationDisclaimer).replace(
        '{terms}',
        sitePath(site, 'loyalty-terms'),
      ),
      targets: [
        target(tx(site, t.createAccount), '#modal-sign-up', 'primary'),
        target(tx(site, t.signIn), '#modal-sign-in', 'tertiary'),
      ],
      colors: { background: 'brandAccent', text: 'onBrandAccent', accent: 'surface' },
    },
    { hydration: 'interaction' },
    'account registration pop-up',
  );
}

export function popupsEntry(site: ContentSite): ContentEntry {
  return makeDocument(site, {
    type: 'popups',
    slug: 'popups',
    name: `${site.brandName} ${site.locale} pop-ups`,
    seo: { title: 'Pop-ups', description: '' },
    sections: [
      newsletterPopup(site),
      // Registration asks only visitors who are signed out.
      segmentation(
        'registration',
        'Registration pop-up for guests',
        [{ id: 'logged-out', targets: [registrationPopup(site)] }],
        [],
      ),
    ],
  });
}
