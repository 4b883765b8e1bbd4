import { T, type Text } from './sites.ts';

/**
 * The clauses of each legal page (title and text, in en, fr and de), shown as an accordion
 * under the page's summary. `{brand}`, `{threshold}` and `{days}` are filled per site.
 */
export const legalClauses: Record<string, [Text, Text][]> = {
  privacy: [
    [
      T('What we collect', 'Ce que nous collectons', 'Welche Daten wir erheben'),
      T(
        'Your name, contact details, delivery addresses, orders, XPLR Pass activity and, when you allow it, how you use our site. We never store full card numbers: our payment provider keeps them.',
        'Vos nom et coordonnées, vos adresses de livraison, vos commandes, votre activité XPLR Pass et, si vous l’acceptez, votre navigation sur notre site. Nous ne conservons jamais les numéros de carte complets : notre prestataire de paiement s’en charge.',
        'Name, Kontaktdaten, Lieferadressen, Bestellungen, XPLR Pass-Aktivitäten und – wenn Sie zustimmen – wie Sie unsere Website nutzen. Vollständige Kartennummern speichern wir nie: Das übernimmt unser Zahlungsdienstleister.',
      ),
    ],
    [
      T('Cookies and consent', 'Cookies et consentement', 'Cookies und Einwilligung'),
      T(
        'Required cookies keep your cart and session working. Analytics, functional and targeting cookies are used only with your consent, which you can change at any time from the cookie settings in the footer.',
        'Les cookies nécessaires font fonctionner votre panier et votre session. Les cookies d’analyse, de fonctionnalité et de ciblage ne sont utilisés qu’avec votre accord, modifiable à tout moment depuis les paramètres de cookies en pied de page.',
        'Notwendige Cookies halten Warenkorb und Sitzung am Laufen. Analyse-, Funktions- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung ein, die Sie jederzeit in den Cookie-Einstellungen im Footer ändern können.',
      ),
    ],
    [
      T('How long we keep it', 'Durée de conservation', 'Wie lange wir Daten speichern'),
      T(
        'Order records are kept for as long as tax law requires. Account data is deleted 30 days after you close your account; marketing preferences are removed as soon as you opt out.',
        'Les données de commande sont conservées aussi longtemps que l’exige la loi fiscale. Les données de compte sont supprimées 30 jours après la fermeture du compte ; vos préférences marketing dès votre désinscription.',
        'Bestelldaten bewahren wir so lange auf, wie es das Steuerrecht verlangt. Kontodaten löschen wir 30 Tage nach Schließung Ihres Kontos, Marketing-Einstellungen sofort nach Ihrer Abmeldung.',
      ),
    ],
    [
      T('Your rights', 'Vos droits', 'Ihre Rechte'),
      T(
        'You may access, correct, export or delete your data and object to marketing. Write to us through the contact form (“My account”, then “My data and privacy”); we answer within 30 days.',
        'Vous pouvez accéder à vos données, les corriger, les exporter ou les supprimer, et vous opposer au marketing. Écrivez-nous via le formulaire de contact (« Mon compte », puis « Mes données et confidentialité ») ; nous répondons sous 30 jours.',
        'Sie können Ihre Daten einsehen, berichtigen, exportieren oder löschen lassen und der Werbung widersprechen. Schreiben Sie uns über das Kontaktformular („Mein Konto“, dann „Meine Daten und Datenschutz“); wir antworten innerhalb von 30 Tagen.',
      ),
    ],
  ],
  'brand-terms': [
    [
      T('Your account', 'Votre compte', 'Ihr Konto'),
      T(
        'Keep your password to yourself and tell us at once if you think someone else used your account. One account per person.',
        'Gardez votre mot de passe pour vous et prévenez-nous immédiatement si vous pensez qu’un tiers a utilisé votre compte. Un compte par personne.',
        'Halten Sie Ihr Passwort geheim und geben Sie uns sofort Bescheid, wenn Sie glauben, dass jemand anderes Ihr Konto benutzt hat. Ein Konto pro Person.',
      ),
    ],
    [
      T('Reviews and photos', 'Avis et photos', 'Bewertungen und Fotos'),
      T(
        'When you post a review, question or photo you let {brand} show it on its sites. We remove content that is offensive, off-topic or not your own.',
        'En publiant un avis, une question ou une photo, vous autorisez {brand} à l’afficher sur ses sites. Nous retirons les contenus offensants, hors sujet ou qui ne vous appartiennent pas.',
        'Wenn Sie eine Bewertung, Frage oder ein Foto veröffentlichen, darf {brand} diese Inhalte auf seinen Websites zeigen. Beleidigende, themenfremde oder fremde Inhalte entfernen wir.',
      ),
    ],
    [
      T('Changes to these terms', 'Modification des conditions', 'Änderungen dieser Bedingungen'),
      T(
        'We may update these terms; the date of the last change is shown on this page and orders follow the terms in force when they were placed.',
        'Nous pouvons mettre à jour ces conditions ; la date de la dernière modification figure sur cette page et chaque commande suit les conditions en vigueur au moment où elle est passée.',
        'Wir können diese Bedingungen aktualisieren; das Datum der letzten Änderung steht auf dieser Seite, und für jede Bestellung gelten die Bedingungen zum Zeitpunkt der Bestellung.',
      ),
    ],
  ],
  'sale-terms': [
    [
      T('Payment', 'Paiement', 'Zahlung'),
      T(
        'We accept major cards, PayPal, gift cards and XPLR Pass rewards. Your card is charged when the order ships; pickup orders when they are ready.',
        'Nous acceptons les principales cartes, PayPal, les cartes-cadeaux et les récompenses XPLR Pass. Votre carte est débitée à l’expédition ; pour un retrait en magasin, lorsque la commande est prête.',
        'Wir akzeptieren gängige Karten, PayPal, Geschenkkarten und XPLR Pass-Prämien. Ihre Karte wird beim Versand belastet, bei Abholung im Store, sobald die Bestellung bereitliegt.',
      ),
    ],
    [
      T('Returns and refunds', 'Retours et remboursements', 'Rückgabe und Erstattung'),
      T(
        'You may return unworn items within {days} days of delivery. Refunds go back to the original payment method within five days of receiving the return.',
        'Vous pouvez retourner les articles non portés sous {days} jours après la livraison. Le remboursement est effectué sur le moyen de paiement d’origine sous cinq jours après réception du retour.',
        'Ungetragene Artikel können Sie innerhalb von {days} Tagen nach Lieferung zurückgeben. Die Erstattung erfolgt innerhalb von fünf Tagen nach Eingang der Rücksendung auf das ursprüngliche Zahlungsmittel.',
      ),
    ],
    [
      T('Warranty', 'Garantie', 'Gewährleistung'),
      T(
        '{brand} gear is guaranteed against defects in materials and workmanship for two years. Bring it to a store or write to us with your order number.',
        'Le matériel {brand} est garanti deux ans contre les défauts de matériaux et de fabrication. Apportez-le en magasin ou écrivez-nous avec votre numéro de commande.',
        'Auf Ausrüstung von {brand} gewähren wir zwei Jahre Garantie auf Material- und Verarbeitungsfehler. Bringen Sie sie in einen Store oder schreiben Sie uns mit Ihrer Bestellnummer.',
      ),
    ],
  ],
  'loyalty-terms': [
    [
      T('Earning points', 'Cumuler des points', 'Punkte sammeln'),
      T(
        'Members earn 1 point per unit spent on full-price and sale items when the order is placed; a cancelled order takes its points back. Gift cards and shipping fees do not earn points.',
        'Les membres gagnent 1 point par unité dépensée sur les articles à prix courant ou soldés, à la commande ; une commande annulée reprend ses points. Les cartes-cadeaux et les frais de livraison ne rapportent pas de points.',
        'Mitglieder erhalten 1 Punkt pro ausgegebener Einheit auf reguläre und reduzierte Artikel, sobald die Bestellung aufgegeben ist; eine stornierte Bestellung nimmt ihre Punkte zurück. Geschenkkarten und Versandkosten bringen keine Punkte.',
      ),
    ],
    [
      T('Rewards', 'Récompenses', 'Prämien'),
      T(
        'Points turn into rewards you choose at checkout: the highest reward your balance covers is offered first. Rewards cannot be exchanged for cash.',
        'Les points se transforment en récompenses à choisir lors du paiement : la plus élevée que couvre votre solde est proposée en premier. Les récompenses ne sont pas échangeables contre de l’argent.',
        'Punkte werden zu Prämien, die Sie an der Kasse auswählen: Zuerst wird die höchste Prämie angeboten, die Ihr Guthaben abdeckt. Prämien können nicht ausgezahlt werden.',
      ),
    ],
    [
      T('Leaving the programme', 'Quitter le programme', 'Austritt aus dem Programm'),
      T(
        'You can leave XPLR Pass at any time from your account. Unused points are lost when you leave or after 24 months without activity.',
        'Vous pouvez quitter XPLR Pass à tout moment depuis votre compte. Les points non utilisés sont perdus à votre départ ou après 24 mois sans activité.',
        'Sie können XPLR Pass jederzeit in Ihrem Konto verlassen. Nicht genutzte Punkte verfallen beim Austritt oder nach 24 Monaten ohne Aktivität.',
      ),
    ],
  ],
  'sms-terms': [
    [
      T('What you receive', 'Ce que vous recevez', 'Was Sie erhalten'),
      T(
        'Up to six messages a month from {brand}: new arrivals, member offers and order updates.',
        'Jusqu’à six messages par mois de {brand} : nouveautés, offres membres et suivi de commande.',
        'Bis zu sechs Nachrichten im Monat von {brand}: Neuheiten, Mitgliederangebote und Bestell-Updates.',
      ),
    ],
    [
      T('Stopping messages', 'Arrêter les messages', 'Nachrichten abbestellen'),
      T(
        'Reply STOP at any time or turn off SMS in your account. Reply HELP for help. Consent is not a condition of any purchase.',
        'Répondez STOP à tout moment ou désactivez les SMS dans votre compte. Répondez AIDE pour obtenir de l’aide. Le consentement n’est pas une condition d’achat.',
        'Antworten Sie jederzeit STOP oder schalten Sie SMS in Ihrem Konto aus. Antworten Sie HILFE, um Hilfe zu erhalten. Die Einwilligung ist keine Voraussetzung für einen Kauf.',
      ),
    ],
    [
      T('Your number', 'Votre numéro', 'Ihre Nummer'),
      T(
        'We use your mobile number only to send these messages and never sell it. Carriers are not liable for delayed or undelivered messages.',
        'Nous utilisons votre numéro uniquement pour ces messages et ne le vendons jamais. Les opérateurs ne sont pas responsables des messages retardés ou non distribués.',
        'Wir nutzen Ihre Mobilnummer nur für diese Nachrichten und verkaufen sie nie. Mobilfunkanbieter haften nicht für verspätete oder nicht zugestellte Nachrichten.',
      ),
    ],
  ],
  'associate-discount-terms': [
    [
      T('Who may use it', 'Qui peut en bénéficier', 'Wer ihn nutzen darf'),
      T(
        'Current employees of {brand} stores, distribution centres and offices, signed in with their employee account.',
        'Les employés actuels des magasins, entrepôts et bureaux {brand}, connectés avec leur compte employé.',
        'Aktuelle Beschäftigte der Stores, Logistikzentren und Büros von {brand}, angemeldet mit ihrem Mitarbeiterkonto.',
      ),
    ],
    [
      T('Limits', 'Limites', 'Grenzen'),
      T(
        'The discount does not combine with promo codes and does not apply to gift cards. Items bought with it are for your own use and may not be resold.',
        'La remise ne se cumule pas avec les codes promo et ne s’applique pas aux cartes-cadeaux. Les articles achetés avec cette remise sont destinés à votre usage personnel et ne peuvent être revendus.',
        'Der Rabatt ist nicht mit Aktionscodes kombinierbar und gilt nicht für Geschenkkarten. Damit gekaufte Artikel sind für den eigenen Bedarf bestimmt und dürfen nicht weiterverkauft werden.',
      ),
    ],
    [
      T('Misuse', 'Usage abusif', 'Missbrauch'),
      T(
        'Misuse ends the discount and may lead to disciplinary action under your employment contract.',
        'Tout usage abusif met fin à la remise et peut entraîner des mesures disciplinaires prévues par votre contrat de travail.',
        'Missbrauch beendet den Rabatt und kann arbeitsrechtliche Maßnahmen nach sich ziehen.',
      ),
    ],
  ],
  'policies/shipping-terms': [
    [
      T('Delivery times', 'Délais de livraison', 'Lieferzeiten'),
      T(
        'Standard delivery takes three to five business days after dispatch; express delivery one to two. You receive a tracking link by email when the parcel leaves.',
        'La livraison standard prend trois à cinq jours ouvrés après l’expédition ; l’express un à deux. Vous recevez un lien de suivi par courriel au départ du colis.',
        'Die Standardlieferung dauert drei bis fünf Werktage ab Versand, Express ein bis zwei. Sie erhalten einen Tracking-Link per E-Mail, sobald das Paket unterwegs ist.',
      ),
    ],
    [
      T(
        'Ship to store and collection points',
        'Livraison en magasin et en point relais',
        'Lieferung in den Store und an Abholstationen',
      ),
      T(
        'Ship to store and collection points are free. We email you when your parcel is ready; it waits for you for 14 days.',
        'La livraison en magasin et en point relais est gratuite. Nous vous prévenons par courriel quand le colis est prêt ; il vous attend 14 jours.',
        'Die Lieferung in den Store und an Abholstationen ist kostenlos. Wir informieren Sie per E-Mail, sobald Ihr Paket bereitliegt; es wartet 14 Tage auf Sie.',
      ),
    ],
    [
      T('Where we do not ship', 'Zones non desservies', 'Wohin wir nicht liefern'),
      T(
        'Some addresses, such as PO boxes for bulky items, cannot be served; checkout tells you before you pay.',
        'Certaines adresses, comme les boîtes postales pour les articles volumineux, ne peuvent être desservies ; le paiement vous l’indique avant de payer.',
        'Manche Adressen, etwa Postfächer bei sperrigen Artikeln, können wir nicht beliefern; das sehen Sie an der Kasse vor dem Bezahlen.',
      ),
    ],
  ],
};
