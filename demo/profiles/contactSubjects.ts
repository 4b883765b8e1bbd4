/** Contact-us categories and subjects (spec §7 Contact), labelled in en, fr and de. */
export const contactCategories = [
  {
    code: 'orders',
    labels: { en: 'My order', fr: 'Ma commande', de: 'Meine Bestellung' },
    subjects: [
      {
        code: 'order-status',
        labels: {
          en: 'Where is my order?',
          fr: 'Où est ma commande ?',
          de: 'Wo ist meine Bestellung?',
        },
      },
      {
        code: 'order-change',
        labels: {
          en: 'Change or cancel an order',
          fr: 'Modifier ou annuler une commande',
          de: 'Bestellung ändern oder stornieren',
        },
      },
      {
        code: 'damaged-item',
        labels: {
          en: 'Damaged or wrong item',
          fr: 'Article endommagé ou erroné',
          de: 'Beschädigter oder falscher Artikel',
        },
      },
    ],
  },
  {
    code: 'returns',
    labels: {
      en: 'Returns and refunds',
      fr: 'Retours et remboursements',
      de: 'Rücksendungen und Erstattungen',
    },
    subjects: [
      {
        code: 'return-label',
        labels: { en: 'Return label', fr: 'Étiquette de retour', de: 'Rücksendeetikett' },
      },
      {
        code: 'refund-status',
        labels: { en: 'Refund status', fr: 'État du remboursement', de: 'Status der Erstattung' },
      },
    ],
  },
  {
    code: 'loyalty',
    labels: { en: 'Loyalty programme', fr: 'Programme de fidélité', de: 'Treueprogramm' },
    subjects: [
      {
        code: 'points',
        labels: { en: 'Points and rewards', fr: 'Points et récompenses', de: 'Punkte und Prämien' },
      },
      {
        code: 'membership',
        labels: { en: 'Membership', fr: 'Adhésion', de: 'Mitgliedschaft' },
      },
    ],
  },
  {
    code: 'products',
    labels: { en: 'Products and sizing', fr: 'Produits et tailles', de: 'Produkte und Größen' },
    subjects: [
      {
        code: 'sizing',
        labels: { en: 'Size advice', fr: 'Conseils de taille', de: 'Größenberatung' },
      },
      {
        code: 'warranty',
        labels: {
          en: 'Warranty and repairs',
          fr: 'Garantie et réparations',
          de: 'Garantie und Reparaturen',
        },
      },
    ],
  },
  {
    code: 'account',
    labels: { en: 'My account', fr: 'Mon compte', de: 'Mein Konto' },
    subjects: [
      {
        code: 'sign-in',
        labels: { en: 'Signing in', fr: 'Connexion', de: 'Anmeldung' },
      },
      {
        code: 'privacy',
        labels: {
          en: 'My data and privacy',
          fr: 'Mes données et confidentialité',
          de: 'Meine Daten und Datenschutz',
        },
      },
    ],
  },
] as const;
