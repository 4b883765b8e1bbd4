import type { SiteLocale } from '#api/contract/common.ts';
import { signedMoney } from '#commerce/cart/money.ts';
import type { SummaryRow } from '#commerce/cart/summary.ts';

export const mailTemplates = [
  'welcome',
  'passwordReset',
  'passwordChanged',
  'contactAcknowledgement',
  'subscriptionConfirmation',
  'orderConfirmation',
  'giftCard',
  'eventRegistration',
  'orderCancellation',
  'returnLabel',
  'orderShipped',
  'orderDelivered',
  'returnReceived',
  'warrantyClaim',
  'loyaltyWelcome',
  'finishAccount',
] as const;
export type MailTemplate = (typeof mailTemplates)[number];

type Language = 'en' | 'fr' | 'de';
type Render = (data: Record<string, string>) => { subject: string; text: string };

// Mail wording lives with the service: the server layer may not import i18n/ (layer
// table), and a mail is rendered once, in the recipient's language, when it is queued.
//
// The store's brands: a mail names the brand of the site it comes from in `brand` (the
// display name, "Tread"), where the caller knows it (an order's, a gift card's: their
// products'). Every mail with a brand is signed by its team (`renderMail`); one without names
// no brand at all (an account and XPLR Pass are the same on every brand's site).

type SummaryWord = SummaryRow['kind'] | 'free' | 'inclVat' | 'adjustment';

const summaryWords: Record<Language, Record<SummaryWord, string>> = {
  en: {
    subtotal: 'Subtotal',
    discount: 'Discounts',
    adjustment: 'Store price adjustment ({reason})',
    shipping: 'Shipping',
    free: 'Free',
    tax: 'Tax',
    total: 'Total',
    inclVat: 'incl. VAT',
    paid: 'Gift cards and rewards',
    remaining: 'Left to pay',
  },
  fr: {
    subtotal: 'Sous-total',
    discount: 'Remises',
    adjustment: 'Ajustement de prix en magasin ({reason})',
    shipping: 'Livraison',
    free: 'Offerte',
    tax: 'Taxes',
    total: 'Total',
    inclVat: 'TTC',
    paid: 'Cartes cadeaux et récompenses',
    remaining: 'Reste à payer',
  },
  de: {
    subtotal: 'Zwischensumme',
    discount: 'Rabatte',
    adjustment: 'Preisanpassung im Geschäft ({reason})',
    shipping: 'Versand',
    free: 'Kostenlos',
    tax: 'Steuern',
    total: 'Gesamt',
    inclVat: 'inkl. MwSt.',
    paid: 'Geschenkkarten und Prämien',
    remaining: 'Noch zu zahlen',
  },
};

/** An associate's reasons for an adjustment, as the cart page words them (i18n storefront). */
const adjustmentReasonWords: Record<Language, Record<string, string>> = {
  en: {
    PRICE_MATCH: 'Price match',
    DAMAGED_ITEM: 'Damaged item',
    CUSTOMER_SERVICE: 'Customer service',
    MISSED_PROMOTION: 'Missed promotion',
  },
  fr: {
    PRICE_MATCH: 'Alignement de prix',
    DAMAGED_ITEM: 'Article endommagé',
    CUSTOMER_SERVICE: 'Service client',
    MISSED_PROMOTION: 'Promotion non appliquée',
  },
  de: {
    PRICE_MATCH: 'Preisangleichung',
    DAMAGED_ITEM: 'Beschädigter Artikel',
    CUSTOMER_SERVICE: 'Kundenservice',
    MISSED_PROMOTION: 'Aktion nicht angewendet',
  },
};

/**
 * The words of a discount row, as every surface words it (flows/Checkout/OrderTotals.tsx):
 * an associate's adjustment by its reason, a promotion by its name, else "Discounts".
 */
export function discountLabel(
  language: Language,
  row: { promotion: string | null; adjustmentReason: string | null },
): string {
  const words = summaryWords[language];
  if (row.adjustmentReason) {
    const reason = adjustmentReasonWords[language][row.adjustmentReason] ?? row.adjustmentReason;
    return words.adjustment.replace('{reason}', reason);
  }
  return row.promotion ? `${words.discount} (${row.promotion})` : words.discount;
}

/**
 * A placed order's summary rows (commerce/cart/summary.ts) as an order mail's data: each
 * row's amount in the order's money, `summary` the rows in order (`subtotal|discount|…`),
 * a discount row's promotion name (`row{n}Promotion`) or adjustment reason (`row{n}Reason`).
 * The template words them: shown alike on the confirmation page, the account and invoice.
 */
export function summaryData(
  rows: readonly SummaryRow[],
  format: (amount: number) => string,
): Record<string, string> {
  const data: Record<string, string> = {};
  const kinds: string[] = [];
  rows.forEach((row, index) => {
    const key = `row${index}`;
    kinds.push(row.kind);
    data[key] =
      row.kind === 'shipping' && row.amount === 0 && !row.pending
        ? ''
        : signedMoney(row.amount, format);
    if (row.kind === 'total' && row.vatIncluded) data[`${key}Vat`] = 'yes';
    if (row.kind === 'discount' && row.promotion) data[`${key}Promotion`] = row.promotion;
    if (row.kind === 'discount' && row.adjustmentReason) {
      data[`${key}Reason`] = row.adjustmentReason;
    }
  });
  data.summary = kinds.join('|');
  return data;
}

/** The rows of `summaryData`, one a line: "Subtotal $35.96", "Discounts −$3.60" … */
function summaryText(language: Language, d: Record<string, string>): string {
  const words = summaryWords[language];
  const isKind = (kind: string): kind is SummaryRow['kind'] => kind in words;
  return (d.summary ?? '')
    .split('|')
    .flatMap((kind, index) => {
      if (!isKind(kind)) return [];
      const amount = d[`row${index}`] ?? '';
      if (kind === 'shipping' && amount === '') return [`${words.shipping} ${words.free}`];
      if (kind === 'total' && d[`row${index}Vat`] === 'yes') {
        return [`${words.total} ${words.inclVat} ${amount}`];
      }
      if (kind === 'discount') {
        const label = discountLabel(language, {
          promotion: d[`row${index}Promotion`] || null,
          adjustmentReason: d[`row${index}Reason`] || null,
        });
        return [`${label} ${amount}`];
      }
      return [`${words[kind]} ${amount}`];
    })
    .join('\n');
}

/** How a mail of a brand's site is signed (`brand` the brand's display name). */
const signOffs: Record<Language, (brand: string) => string> = {
  en: (brand) => `The ${brand} team`,
  fr: (brand) => `L’équipe ${brand}`,
  de: (brand) => `Ihr ${brand}-Team`,
};

const templates: Record<MailTemplate, Record<Language, Render>> = {
  welcome: {
    en: (d) => ({
      subject: d.brand ? `Welcome to ${d.brand}` : 'Welcome: your account is ready',
      text: `Hello ${d.firstName ?? ''},\n\nYour account is ready. Sign in with ${d.email} at ${d.link}.`,
    }),
    fr: (d) => ({
      subject: d.brand ? `Bienvenue chez ${d.brand}` : 'Bienvenue : votre compte est prêt',
      text: `Bonjour ${d.firstName ?? ''},\n\nVotre compte est prêt. Connectez-vous avec ${d.email} sur ${d.link}.`,
    }),
    de: (d) => ({
      subject: d.brand ? `Willkommen bei ${d.brand}` : 'Willkommen: Ihr Konto ist bereit',
      text: `Hallo ${d.firstName ?? ''},\n\nIhr Konto ist bereit. Melden Sie sich mit ${d.email} unter ${d.link} an.`,
    }),
  },
  passwordReset: {
    en: (d) => ({
      subject: 'Reset your password',
      text: `Follow this link within ${d.validMinutes} minutes to choose a new password:\n${d.link}\n\nIf you did not ask for it, ignore this mail.`,
    }),
    fr: (d) => ({
      subject: 'Réinitialisez votre mot de passe',
      text: `Suivez ce lien dans les ${d.validMinutes} minutes pour choisir un nouveau mot de passe :\n${d.link}\n\nSi vous n’avez rien demandé, ignorez ce courriel.`,
    }),
    de: (d) => ({
      subject: 'Passwort zurücksetzen',
      text: `Folgen Sie diesem Link innerhalb von ${d.validMinutes} Minuten, um ein neues Passwort zu wählen:\n${d.link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    }),
  },
  passwordChanged: {
    en: () => ({
      subject: 'Your password was changed',
      text: 'Your password was changed. If this was not you, reset it now and contact us.',
    }),
    fr: () => ({
      subject: 'Votre mot de passe a été modifié',
      text: 'Votre mot de passe a été modifié. Si ce n’était pas vous, réinitialisez-le et contactez-nous.',
    }),
    de: () => ({
      subject: 'Ihr Passwort wurde geändert',
      text: 'Ihr Passwort wurde geändert. Wenn Sie das nicht waren, setzen Sie es zurück und kontaktieren Sie uns.',
    }),
  },
  contactAcknowledgement: {
    en: (d) => ({
      subject: `We received your request ${d.caseNumber}`,
      text: `Thank you, ${d.firstName ?? ''}. Your request ${d.caseNumber} reached our customer service.`,
    }),
    fr: (d) => ({
      subject: `Nous avons bien reçu votre demande ${d.caseNumber}`,
      text: `Merci, ${d.firstName ?? ''}. Votre demande ${d.caseNumber} a été transmise à notre service client.`,
    }),
    de: (d) => ({
      subject: `Wir haben Ihre Anfrage ${d.caseNumber} erhalten`,
      text: `Danke, ${d.firstName ?? ''}. Ihre Anfrage ${d.caseNumber} ist bei unserem Kundenservice eingegangen.`,
    }),
  },
  subscriptionConfirmation: {
    en: (d) => ({
      subject: 'Confirm your subscription',
      text: `Please confirm that ${d.recipient} should receive our newsletter: follow this link within ${d.validDays} days:\n${d.link}\n\nIf you did not ask for it, ignore this mail: nothing will be sent to you.`,
    }),
    fr: (d) => ({
      subject: 'Confirmez votre abonnement',
      text: `Confirmez que ${d.recipient} doit recevoir notre infolettre : suivez ce lien dans les ${d.validDays} jours :\n${d.link}\n\nSi vous n’avez rien demandé, ignorez ce courriel : vous ne recevrez rien.`,
    }),
    de: (d) => ({
      subject: 'Bestätigen Sie Ihr Abonnement',
      text: `Bitte bestätigen Sie, dass ${d.recipient} unseren Newsletter erhalten soll: Folgen Sie diesem Link innerhalb von ${d.validDays} Tagen:\n${d.link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Sie erhalten nichts.`,
    }),
  },
  orderConfirmation: {
    en: (d) => ({
      subject: `Your order ${d.orderNumber}`,
      text: `Thank you${d.firstName ? `, ${d.firstName}` : ''}. We received your order ${d.orderNumber}.\n\n${d.lines}\n\n${summaryText('en', d)}\n\nYour order: ${d.link}`,
    }),
    fr: (d) => ({
      subject: `Votre commande ${d.orderNumber}`,
      text: `Merci${d.firstName ? `, ${d.firstName}` : ''}. Nous avons bien reçu votre commande ${d.orderNumber}.\n\n${d.lines}\n\n${summaryText('fr', d)}\n\nVotre commande : ${d.link}`,
    }),
    de: (d) => ({
      subject: `Ihre Bestellung ${d.orderNumber}`,
      text: `Vielen Dank${d.firstName ? `, ${d.firstName}` : ''}. Wir haben Ihre Bestellung ${d.orderNumber} erhalten.\n\n${d.lines}\n\n${summaryText('de', d)}\n\nIhre Bestellung: ${d.link}`,
    }),
  },
  // The sender's words go in the text only (a subject line holds nothing a shopper typed).
  // `reissued`: sent again, with a new number and PIN (server/checkout/digitalGiftCards.ts).
  giftCard: {
    en: (d) => ({
      subject: `You received a ${d.amount} gift card`,
      text: `Hello ${d.to},\n\n${d.from} sent you a ${d.brand ? `${d.brand} ` : ''}gift card of ${d.amount}.\n\n“${d.message}”\n\nCard number: ${d.number}\nPIN: ${d.pin}\nBalance: ${d.balance}\n\nPay with it at checkout on ${d.link}, in one go or over several orders. Keep this mail: the number and PIN are all the card is.${d.reissued === 'yes' ? '\n\nThis mail replaces the earlier one: the card has a new number and PIN, and only these work now.' : ''}`,
    }),
    fr: (d) => ({
      subject: `Vous avez reçu une carte-cadeau de ${d.amount}`,
      text: `Bonjour ${d.to},\n\n${d.from} vous offre une carte-cadeau ${d.brand ? `${d.brand} ` : ''}de ${d.amount}.\n\n« ${d.message} »\n\nNuméro de carte : ${d.number}\nCode PIN : ${d.pin}\nSolde : ${d.balance}\n\nUtilisez-la au paiement sur ${d.link}, en une ou plusieurs commandes. Conservez ce courriel : le numéro et le code PIN sont toute la carte.${d.reissued === 'yes' ? '\n\nCe courriel remplace le précédent : la carte a un nouveau numéro et un nouveau code PIN, seuls ceux-ci sont valables.' : ''}`,
    }),
    de: (d) => ({
      subject: `Sie haben eine Geschenkkarte über ${d.amount} erhalten`,
      text: `Hallo ${d.to},\n\n${d.from} schenkt Ihnen eine ${d.brand ? `${d.brand}-` : ''}Geschenkkarte über ${d.amount}.\n\n„${d.message}“\n\nKartennummer: ${d.number}\nPIN: ${d.pin}\nGuthaben: ${d.balance}\n\nLösen Sie sie beim Bezahlen auf ${d.link} ein, auf einmal oder über mehrere Bestellungen. Bewahren Sie diese E-Mail auf: Nummer und PIN sind die ganze Karte.${d.reissued === 'yes' ? '\n\nDiese E-Mail ersetzt die vorherige: Die Karte hat eine neue Nummer und PIN, nur diese gelten jetzt.' : ''}`,
    }),
  },
  // server/orders: `lines` one a line, `refund` the amount given back to the card (may be empty).
  orderCancellation: {
    en: (d) => ({
      subject: `Your order ${d.orderNumber} is cancelled`,
      text: `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\nYour order ${d.orderNumber} is cancelled and will not be sent:\n\n${d.lines}\n\n${d.refund ? `${d.refund} goes back to your payment method within a few days. ` : ''}Gift card balances and points it used are yours again.\n\nYour order: ${d.link}`,
    }),
    fr: (d) => ({
      subject: `Votre commande ${d.orderNumber} est annulée`,
      text: `Bonjour${d.firstName ? ` ${d.firstName}` : ''},\n\nVotre commande ${d.orderNumber} est annulée et ne sera pas expédiée :\n\n${d.lines}\n\n${d.refund ? `${d.refund} vous sera remboursé sur votre moyen de paiement sous quelques jours. ` : ''}Le solde des cartes-cadeaux et les points utilisés vous sont rendus.\n\nVotre commande : ${d.link}`,
    }),
    de: (d) => ({
      subject: `Ihre Bestellung ${d.orderNumber} ist storniert`,
      text: `Hallo${d.firstName ? ` ${d.firstName}` : ''},\n\nIhre Bestellung ${d.orderNumber} ist storniert und wird nicht versendet:\n\n${d.lines}\n\n${d.refund ? `${d.refund} wird Ihrem Zahlungsmittel in wenigen Tagen gutgeschrieben. ` : ''}Geschenkkartenguthaben und Punkte, die sie genutzt hat, gehören wieder Ihnen.\n\nIhre Bestellung: ${d.link}`,
    }),
  },
  // server/orders: `lines` one a line; `link` prints the label; `sendBy` a date in the locale.
  returnLabel: {
    en: (d) => ({
      subject: `Your return label for order ${d.orderNumber}`,
      text: `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\nYour return ${d.rmaCode} of order ${d.orderNumber}:\n\n${d.lines}\n\nPrint the label and stick it on the parcel: ${d.link}\nSend it with ${d.carrier} by ${d.sendBy}.`,
    }),
    fr: (d) => ({
      subject: `Votre étiquette de retour pour la commande ${d.orderNumber}`,
      text: `Bonjour${d.firstName ? ` ${d.firstName}` : ''},\n\nVotre retour ${d.rmaCode} de la commande ${d.orderNumber} :\n\n${d.lines}\n\nImprimez l’étiquette et collez-la sur le colis : ${d.link}\nEnvoyez-le avec ${d.carrier} avant le ${d.sendBy}.`,
    }),
    de: (d) => ({
      subject: `Ihr Rücksendeetikett für Bestellung ${d.orderNumber}`,
      text: `Hallo${d.firstName ? ` ${d.firstName}` : ''},\n\nIhre Rücksendung ${d.rmaCode} der Bestellung ${d.orderNumber}:\n\n${d.lines}\n\nDrucken Sie das Etikett aus und kleben Sie es auf das Paket: ${d.link}\nSenden Sie es mit ${d.carrier} bis zum ${d.sendBy}.`,
    }),
  },
  // server/orders (the warehouse's record): `lines` the parcel's items, one a line; `link`
  // the order's page (the account's, or the guest lookup).
  orderShipped: {
    en: (d) => ({
      subject: `Your order ${d.orderNumber} has shipped`,
      text: `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\nYour order ${d.orderNumber} is on its way with ${d.carrier}:\n\n${d.lines}\n\nTracking number: ${d.trackingNumber}\nTrack your parcel: ${d.trackingUrl}\n\nYour order: ${d.link}`,
    }),
    fr: (d) => ({
      subject: `Votre commande ${d.orderNumber} a été expédiée`,
      text: `Bonjour${d.firstName ? ` ${d.firstName}` : ''},\n\nVotre commande ${d.orderNumber} est en route avec ${d.carrier} :\n\n${d.lines}\n\nNuméro de suivi : ${d.trackingNumber}\nSuivez votre colis : ${d.trackingUrl}\n\nVotre commande : ${d.link}`,
    }),
    de: (d) => ({
      subject: `Ihre Bestellung ${d.orderNumber} wurde versandt`,
      text: `Hallo${d.firstName ? ` ${d.firstName}` : ''},\n\nIhre Bestellung ${d.orderNumber} ist mit ${d.carrier} unterwegs:\n\n${d.lines}\n\nSendungsnummer: ${d.trackingNumber}\nSendung verfolgen: ${d.trackingUrl}\n\nIhre Bestellung: ${d.link}`,
    }),
  },
  // `returnBy` a date in the locale (RETURN_WINDOW_DAYS after delivery, `returnDays`);
  // `howTo` the store's help page on returns.
  orderDelivered: {
    en: (d) => ({
      subject: `Your order ${d.orderNumber} was delivered`,
      text: `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\nYour order ${d.orderNumber} was delivered:\n\n${d.lines}\n\nNot quite right? You can return items until ${d.returnBy} (${d.returnDays} days after delivery). Open your order, choose Return items, print the label and hand the parcel to the carrier: ${d.link}\nHow returns work: ${d.howTo}`,
    }),
    fr: (d) => ({
      subject: `Votre commande ${d.orderNumber} a été livrée`,
      text: `Bonjour${d.firstName ? ` ${d.firstName}` : ''},\n\nVotre commande ${d.orderNumber} a été livrée :\n\n${d.lines}\n\nUn article ne convient pas ? Vous pouvez le retourner jusqu’au ${d.returnBy} (${d.returnDays} jours après la livraison). Ouvrez votre commande, choisissez Retourner des articles, imprimez l’étiquette et remettez le colis au transporteur : ${d.link}\nComment retourner un article : ${d.howTo}`,
    }),
    de: (d) => ({
      subject: `Ihre Bestellung ${d.orderNumber} wurde zugestellt`,
      text: `Hallo${d.firstName ? ` ${d.firstName}` : ''},\n\nIhre Bestellung ${d.orderNumber} wurde zugestellt:\n\n${d.lines}\n\nPasst etwas nicht? Sie können Artikel bis zum ${d.returnBy} zurücksenden (${d.returnDays} Tage nach der Zustellung). Öffnen Sie Ihre Bestellung, wählen Sie Artikel zurücksenden, drucken Sie das Etikett aus und geben Sie das Paket beim Versanddienst ab: ${d.link}\nSo funktioniert die Rücksendung: ${d.howTo}`,
    }),
  },
  // `lines` the units that came back, one a line.
  returnReceived: {
    en: (d) => ({
      subject: `We received your return ${d.rmaCode}`,
      text: `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\nYour return ${d.rmaCode} of order ${d.orderNumber} reached our warehouse:\n\n${d.lines}\n\nYour refund for these items is on its way to the way you paid; your bank may take a few days to show it.\n\nYour order: ${d.link}`,
    }),
    fr: (d) => ({
      subject: `Nous avons reçu votre retour ${d.rmaCode}`,
      text: `Bonjour${d.firstName ? ` ${d.firstName}` : ''},\n\nVotre retour ${d.rmaCode} de la commande ${d.orderNumber} est arrivé dans notre entrepôt :\n\n${d.lines}\n\nLe remboursement de ces articles est en cours sur votre moyen de paiement ; votre banque peut mettre quelques jours à l’afficher.\n\nVotre commande : ${d.link}`,
    }),
    de: (d) => ({
      subject: `Wir haben Ihre Rücksendung ${d.rmaCode} erhalten`,
      text: `Hallo${d.firstName ? ` ${d.firstName}` : ''},\n\nIhre Rücksendung ${d.rmaCode} der Bestellung ${d.orderNumber} ist in unserem Lager eingetroffen:\n\n${d.lines}\n\nDie Erstattung für diese Artikel ist auf dem Weg zu Ihrem Zahlungsmittel; Ihre Bank kann einige Tage brauchen, bis sie sichtbar ist.\n\nIhre Bestellung: ${d.link}`,
    }),
  },
  // `days`: the chosen days, one a line, written in the recipient's language.
  eventRegistration: {
    en: (d) => ({
      subject: `You are registered: ${d.eventTitle}`,
      text: `Hello ${d.firstName ?? ''},\n\nYou are registered for ${d.eventTitle} on:\n${d.days}${d.plusOne ? `\n\nYour guest: ${d.plusOne}` : ''}\n\nSee you there!`,
    }),
    fr: (d) => ({
      subject: `Vous êtes inscrit : ${d.eventTitle}`,
      text: `Bonjour ${d.firstName ?? ''},\n\nVous êtes inscrit à ${d.eventTitle} les jours suivants :\n${d.days}${d.plusOne ? `\n\nVotre invité : ${d.plusOne}` : ''}\n\nÀ bientôt !`,
    }),
    de: (d) => ({
      subject: `Sie sind angemeldet: ${d.eventTitle}`,
      text: `Hallo ${d.firstName ?? ''},\n\nSie sind für ${d.eventTitle} an diesen Tagen angemeldet:\n${d.days}${d.plusOne ? `\n\nIhr Gast: ${d.plusOne}` : ''}\n\nBis bald!`,
    }),
  },
  warrantyClaim: {
    en: (d) => ({
      subject: `Your warranty claim ${d.claimId}`,
      text: `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\nWe have your warranty claim for ${d.productName}. Its reference is ${d.claimId}: quote it when you write to us.\n\nCustomer care will answer you by mail.`,
    }),
    fr: (d) => ({
      subject: `Votre demande de garantie ${d.claimId}`,
      text: `Bonjour${d.firstName ? ` ${d.firstName}` : ''},\n\nNous avons bien reçu votre demande de garantie pour ${d.productName}. Sa référence est ${d.claimId} : rappelez-la quand vous nous écrivez.\n\nLe service client vous répondra par e-mail.`,
    }),
    de: (d) => ({
      subject: `Ihr Garantieantrag ${d.claimId}`,
      text: `Hallo${d.firstName ? ` ${d.firstName}` : ''},\n\nwir haben Ihren Garantieantrag für ${d.productName} erhalten. Die Referenz lautet ${d.claimId}. Bitte geben Sie sie an, wenn Sie uns schreiben.\n\nDer Kundenservice antwortet Ihnen per E-Mail.`,
    }),
  },
  // server/consumer/loyalty.ts, once on joining: `offer` the welcome promotion's words in the
  // recipient's language, `code` theirs alone, `validUntil` the day it ends.
  finishAccount: {
    en: (d) => ({
      subject: 'Finish creating your account',
      text: `Hello ${d.firstName ?? ''},\n\nWe keep your details: choose a password within ${d.validDays} days to turn them into an account (orders, favorites, faster checkout):\n${d.link}\n\nIf you did not ask for it, ignore this mail.`,
    }),
    fr: (d) => ({
      subject: 'Finalisez la création de votre compte',
      text: `Bonjour ${d.firstName ?? ''},\n\nNous conservons vos coordonnées : choisissez un mot de passe dans les ${d.validDays} jours pour en faire un compte (commandes, favoris, paiement plus rapide) :\n${d.link}\n\nSi vous n’avez rien demandé, ignorez ce courriel.`,
    }),
    de: (d) => ({
      subject: 'Schließen Sie die Kontoerstellung ab',
      text: `Hallo ${d.firstName ?? ''},\n\nWir haben Ihre Angaben gespeichert: Wählen Sie innerhalb von ${d.validDays} Tagen ein Passwort, um daraus ein Konto zu machen (Bestellungen, Favoriten, schnellere Kasse):\n${d.link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    }),
  },
  loyaltyWelcome: {
    en: (d) => ({
      subject: 'Your XPLR Pass welcome offer',
      text: `Hello${d.firstName ? ` ${d.firstName}` : ''},\n\nWelcome to XPLR Pass, our loyalty program. Your welcome offer: ${d.offer}.\n\nYour code: ${d.code}\nValid until ${d.validUntil}, for one order. Enter it in your cart when signed in: it is yours alone.\n\nStart shopping: ${d.link}`,
    }),
    fr: (d) => ({
      subject: 'Votre offre de bienvenue XPLR Pass',
      text: `Bonjour${d.firstName ? ` ${d.firstName}` : ''},\n\nBienvenue dans XPLR Pass, notre programme de fidélité. Votre offre de bienvenue : ${d.offer}.\n\nVotre code : ${d.code}\nValable jusqu’au ${d.validUntil}, pour une commande. Saisissez-le dans votre panier une fois connecté : il n’est valable que pour vous.\n\nCommencez vos achats : ${d.link}`,
    }),
    de: (d) => ({
      subject: 'Ihr XPLR Pass Willkommensangebot',
      text: `Hallo${d.firstName ? ` ${d.firstName}` : ''},\n\nwillkommen bei XPLR Pass, unserem Treueprogramm. Ihr Willkommensangebot: ${d.offer}.\n\nIhr Code: ${d.code}\nGültig bis ${d.validUntil} für eine Bestellung. Geben Sie ihn angemeldet in Ihren Warenkorb ein: Er gilt nur für Sie.\n\nJetzt einkaufen: ${d.link}`,
    }),
  },
};

function languageOf(locale: SiteLocale): Language {
  if (locale.startsWith('fr')) return 'fr';
  if (locale.startsWith('de')) return 'de';
  return 'en';
}

/** A mail in the recipient's language, signed by the brand's team when `data.brand` names it. */
export function renderMail(
  template: MailTemplate,
  locale: SiteLocale,
  data: Record<string, string>,
): { subject: string; text: string } {
  const language = languageOf(locale);
  const mail = templates[template][language](data);
  return data.brand ? { ...mail, text: `${mail.text}\n\n${signOffs[language](data.brand)}` } : mail;
}
