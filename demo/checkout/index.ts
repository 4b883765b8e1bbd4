import type { CatalogueLanguage as Language } from '#api/contract/products.ts';
import type {
  MoneyByCurrency,
  Promotion,
  PromotionAudience,
  PromotionRule,
} from '#commerce/cart/promotions.ts';
import { welcomePromotion } from '#commerce/checkout/welcome.ts';
import { giftWithPurchaseSku } from '../catalogue/products.ts';

/*
 * Demo promotions, coupons and gift cards (seeded by server/checkout/seed.ts): one of each
 * kind the pricing engine knows, so every callout, coupon error and payment case can be
 * tried on the running store. The gift card numbers and PINs are public demo data.
 */

type Texts = Record<'en' | 'fr' | 'de', string>;

export interface DemoPromotion {
  id: string;
  level: 'ORDER' | 'PRODUCT' | 'SHIPPING';
  names: Texts;
  callouts: Texts;
  rule: PromotionRule;
  audience: PromotionAudience;
  couponOnly: boolean;
}

export interface DemoCoupon {
  code: string;
  promotionId: string;
  maxRedemptions: number | null;
  /** Days from the seeding day; negative: in the past. */
  startsInDays?: number;
  endsInDays?: number;
}

/** A demo member's own welcome code (commerce/checkout/welcome.ts), bound to them. */
export interface DemoWelcomeCode {
  /** The demo account's email (the seed's key of its owner). */
  email: string;
  code: string;
  /** The offer runs as if they had joined this many days before the seeding day. */
  joinedDaysAgo: number;
}

export interface DemoGiftCard {
  number: string;
  pin: string;
  currency: 'USD' | 'CAD' | 'GBP' | 'EUR';
  /** Minor units. */
  balance: number;
  status: 'active' | 'blocked';
  expiresOn: string | null;
}

const byCurrency = (usd: number, cad: number, gbp: number, eur: number): MoneyByCurrency => ({
  USD: usd,
  CAD: cad,
  GBP: gbp,
  EUR: eur,
});

export const demoPromotions: DemoPromotion[] = [
  {
    id: 'SHIP-FREE-75',
    level: 'SHIPPING',
    names: {
      en: 'Free standard delivery',
      fr: 'Livraison standard offerte',
      de: 'Kostenloser Standardversand',
    },
    callouts: {
      en: 'Free standard delivery on orders over {threshold}|You are {distance} away from free standard delivery|You get free standard delivery',
      fr: 'Livraison standard offerte dès {threshold}|Plus que {distance} pour la livraison standard offerte|La livraison standard vous est offerte',
      de: 'Kostenloser Standardversand ab {threshold}|Noch {distance} bis zum kostenlosen Standardversand|Ihr Standardversand ist kostenlos',
    },
    rule: {
      discount: { kind: 'freeShipping' },
      minSubtotal: byCurrency(7500, 9900, 6000, 7000),
      approachingFrom: byCurrency(4000, 5000, 3000, 3500),
    },
    audience: 'all',
    couponOnly: false,
  },
  {
    id: 'GLOVES-20',
    level: 'PRODUCT',
    names: { en: '20% off gloves', fr: '20 % sur les gants', de: '20 % auf Handschuhe' },
    callouts: {
      en: '20% off gloves',
      fr: '20 % de remise sur les gants',
      de: '20 % Rabatt auf Handschuhe',
    },
    rule: { discount: { kind: 'percent', percent: 20 }, categoryIds: ['320020'] },
    audience: 'all',
    couponOnly: false,
  },
  {
    id: 'GWP-SOCKS-GUEST',
    level: 'ORDER',
    names: {
      en: 'Free hiking socks with a daypack',
      fr: 'Chaussettes de randonnée offertes avec un sac à dos',
      de: 'Wandersocken gratis zum Tagesrucksack',
    },
    callouts: {
      en: 'Free hiking socks with any daypack over {threshold}|Add {distance} to get free hiking socks|Free hiking socks are in your bag',
      fr: 'Chaussettes offertes avec un sac à dos dès {threshold}|Plus que {distance} pour les chaussettes offertes|Vos chaussettes offertes sont dans le panier',
      de: 'Gratis Wandersocken zu jedem Tagesrucksack ab {threshold}|Noch {distance} bis zu den Gratis-Wandersocken|Ihre Gratis-Wandersocken liegen im Warenkorb',
    },
    rule: {
      discount: { kind: 'bonus', sku: 'RDGAC101010' },
      categoryIds: ['310010'],
      minSubtotal: byCurrency(7500, 9900, 6000, 7000),
      approachingFrom: byCurrency(5000, 6500, 4000, 4500),
    },
    audience: 'guest',
    couponOnly: false,
  },
  {
    id: 'GWP-BEANIE-REGISTERED',
    level: 'ORDER',
    names: {
      en: 'Members: a free beanie with a daypack',
      fr: 'Membres : un bonnet offert avec un sac à dos',
      de: 'Mitglieder: eine Gratis-Mütze zum Tagesrucksack',
    },
    callouts: {
      en: 'Members get a free beanie with any daypack over {threshold}|Add {distance} to get your free beanie|Your free beanie is in your bag',
      fr: 'Un bonnet offert aux membres avec un sac à dos dès {threshold}|Plus que {distance} pour votre bonnet offert|Votre bonnet offert est dans le panier',
      de: 'Mitglieder erhalten ab {threshold} eine Gratis-Mütze zum Tagesrucksack|Noch {distance} bis zu Ihrer Gratis-Mütze|Ihre Gratis-Mütze liegt im Warenkorb',
    },
    rule: {
      discount: { kind: 'bonus', sku: 'RDGAC100110' },
      categoryIds: ['310010'],
      minSubtotal: byCurrency(7500, 9900, 6000, 7000),
      approachingFrom: byCurrency(5000, 6500, 4000, 4500),
    },
    audience: 'registered',
    couponOnly: false,
  },
  // Spec §8 GWP_PRODUCT: each brand's gift-only beanie (demo/catalogue
  // buildGiftsWithPurchase), the free line of an order with one of that brand's packs.
  ...(['ridgeline', 'tread'] as const).map((brand): DemoPromotion => {
    const name = brand === 'ridgeline' ? 'Ridgeline' : 'Tread';
    return {
      id: `GWP-SUMMIT-${brand.toUpperCase()}`,
      level: 'ORDER',
      names: {
        en: `A free ${name} Summit Beanie`,
        fr: `Un bonnet Summit ${name} offert`,
        de: `Eine ${name} Summit-Mütze gratis`,
      },
      callouts: {
        en: `A free ${name} Summit Beanie with a ${name} pack in orders over {threshold}|Add {distance} to get your free ${name} Summit Beanie|Your free ${name} Summit Beanie is in your bag`,
        fr: `Un bonnet Summit ${name} offert avec un sac ${name} dès {threshold}|Plus que {distance} pour votre bonnet Summit ${name} offert|Votre bonnet Summit ${name} offert est dans le panier`,
        de: `Eine ${name} Summit-Mütze gratis zu einem ${name} Rucksack ab {threshold}|Noch {distance} bis zu Ihrer Gratis-${name}-Summit-Mütze|Ihre Gratis-${name}-Summit-Mütze liegt im Warenkorb`,
      },
      rule: {
        discount: { kind: 'bonus', sku: giftWithPurchaseSku(brand) },
        brands: [brand],
        // Gear > Packs: daypacks and backpacking packs.
        categoryIds: ['3100'],
        minSubtotal: byCurrency(15000, 20000, 12000, 14000),
        approachingFrom: byCurrency(10000, 13500, 8000, 9500),
      },
      audience: 'all',
      couponOnly: false,
    };
  }),
  {
    id: 'EMPLOYEE-30',
    level: 'PRODUCT',
    names: { en: 'Employee discount', fr: 'Remise employé', de: 'Mitarbeiterrabatt' },
    callouts: {
      en: '30% employee discount',
      fr: '30 % de remise employé',
      de: '30 % Mitarbeiterrabatt',
    },
    rule: { discount: { kind: 'percent', percent: 30 } },
    audience: 'employee',
    couponOnly: false,
  },
  {
    id: 'ATHLETE-40',
    level: 'PRODUCT',
    names: { en: 'Athlete discount', fr: 'Remise athlète', de: 'Athletenrabatt' },
    callouts: {
      en: '40% athlete discount',
      fr: '40 % de remise athlète',
      de: '40 % Athletenrabatt',
    },
    rule: { discount: { kind: 'percent', percent: 40 } },
    audience: 'athlete',
    couponOnly: false,
  },
  {
    id: 'PRO-25',
    level: 'PRODUCT',
    names: { en: 'Pro member discount', fr: 'Remise membre pro', de: 'Pro-Mitgliederrabatt' },
    callouts: {
      en: '25% pro member discount',
      fr: '25 % de remise membre pro',
      de: '25 % Pro-Mitgliederrabatt',
    },
    rule: { discount: { kind: 'percent', percent: 25 } },
    audience: 'prosumer',
    couponOnly: false,
  },
  {
    id: 'WELCOME-10',
    level: 'ORDER',
    names: {
      en: '10% off your order',
      fr: '10 % sur votre commande',
      de: '10 % auf Ihre Bestellung',
    },
    callouts: {
      en: '10% off your order',
      fr: '10 % de remise sur votre commande',
      de: '10 % Rabatt auf Ihre Bestellung',
    },
    rule: { discount: { kind: 'percent', percent: 10 } },
    audience: 'all',
    couponOnly: true,
  },
  {
    id: 'SAVE-20-150',
    level: 'ORDER',
    names: {
      en: 'Spend more, save more',
      fr: 'Dépensez plus, économisez plus',
      de: 'Mehr kaufen, mehr sparen',
    },
    callouts: {
      en: 'Orders of {threshold} or more save|Add {distance} to save on your order|You save on your order',
      fr: 'Remise dès {threshold} d’achat|Plus que {distance} pour profiter de la remise|Vous profitez de la remise',
      de: 'Rabatt ab {threshold} Bestellwert|Noch {distance} bis zum Rabatt|Ihr Rabatt ist dabei',
    },
    rule: {
      discount: { kind: 'amount', amounts: byCurrency(2000, 2500, 1500, 2000) },
      minSubtotal: byCurrency(15000, 20000, 12000, 15000),
      approachingFrom: byCurrency(10000, 13000, 8000, 10000),
    },
    audience: 'all',
    couponOnly: true,
  },
  {
    id: 'FREESHIP-CODE',
    level: 'SHIPPING',
    names: {
      en: 'Free standard delivery',
      fr: 'Livraison standard offerte',
      de: 'Kostenloser Standardversand',
    },
    callouts: {
      en: 'Free standard delivery',
      fr: 'Livraison standard offerte',
      de: 'Kostenloser Standardversand',
    },
    rule: { discount: { kind: 'freeShipping' } },
    audience: 'all',
    couponOnly: true,
  },
  {
    id: 'MEMBERS-15',
    level: 'ORDER',
    names: {
      en: 'Members: 15% off',
      fr: 'Membres : 15 % de remise',
      de: 'Mitglieder: 15 % Rabatt',
    },
    callouts: {
      en: '15% off for members',
      fr: '15 % de remise pour les membres',
      de: '15 % Rabatt für Mitglieder',
    },
    rule: { discount: { kind: 'percent', percent: 15 } },
    audience: 'registered',
    couponOnly: true,
  },
  {
    id: 'ONCE-25',
    level: 'ORDER',
    names: {
      en: '25% off, one use',
      fr: '25 % de remise, usage unique',
      de: '25 % Rabatt, einmalig',
    },
    callouts: {
      en: '25% off your order',
      fr: '25 % de remise sur votre commande',
      de: '25 % Rabatt auf Ihre Bestellung',
    },
    rule: { discount: { kind: 'percent', percent: 25 } },
    audience: 'all',
    couponOnly: true,
  },
  {
    // The members' welcome offer: switched on by a member's own code (demoWelcomeCodes, and
    // the code each new member is given, server/consumer/loyalty.ts).
    ...welcomePromotion,
    names: {
      en: 'Welcome offer',
      fr: 'Offre de bienvenue',
      de: 'Willkommensangebot',
    },
    callouts: {
      en: '10% off your next order, for new members',
      fr: '10 % de réduction sur votre prochaine commande, pour les nouveaux membres',
      de: '10 % Rabatt auf Ihre nächste Bestellung für neue Mitglieder',
    },
  },
];

/** The demo promotions as the pricing engine reads them, in one language (the mocks' carts). */
export function demoPromotionsIn(language: Language): Promotion[] {
  return demoPromotions.map(({ names, callouts, ...promotion }) => ({
    id: promotion.id,
    level: promotion.level,
    name: names[language],
    callout: callouts[language],
    audience: promotion.audience,
    couponOnly: promotion.couponOnly,
    rule: promotion.rule,
  }));
}

/**
 * The loyalty demo member's welcome offer, running (her enrolment is older than the offer's
 * days: as if she had just joined), so the code can be tried on the store and in stories.
 * Public, like the accounts: it is hers alone, and works once.
 */
export const demoWelcomeCodes: DemoWelcomeCode[] = [
  { email: 'maya.alvarez@example.com', code: 'WELCOME-MAYA2M7KQX', joinedDaysAgo: 2 },
];

export const demoCoupons: DemoCoupon[] = [
  { code: 'WELCOME10', promotionId: 'WELCOME-10', maxRedemptions: null },
  { code: 'SAVE20', promotionId: 'SAVE-20-150', maxRedemptions: null },
  { code: 'FREESHIP', promotionId: 'FREESHIP-CODE', maxRedemptions: null },
  { code: 'MEMBER15', promotionId: 'MEMBERS-15', maxRedemptions: null },
  { code: 'ONCE25', promotionId: 'ONCE-25', maxRedemptions: 1 },
  { code: 'EXPIRED5', promotionId: 'WELCOME-10', maxRedemptions: null, endsInDays: -30 },
  { code: 'SPRING30', promotionId: 'WELCOME-10', maxRedemptions: null, startsInDays: 90 },
];

const card = (
  suffix: string,
  currency: DemoGiftCard['currency'],
  balance: number,
  more: Partial<DemoGiftCard> = {},
): DemoGiftCard => ({
  number: `600649100000000${suffix}`,
  pin: '1234',
  currency,
  balance,
  status: 'active',
  expiresOn: null,
  ...more,
});

export const demoGiftCards: DemoGiftCard[] = [
  card('1', 'USD', 5000),
  card('2', 'USD', 50000),
  card('3', 'CAD', 7500),
  card('4', 'GBP', 4000),
  card('5', 'EUR', 6000),
  card('6', 'USD', 0),
  card('7', 'USD', 2500, { expiresOn: '2024-12-31' }),
  card('8', 'USD', 2500, { status: 'blocked' }),
];

/** Cards the demo accounts saved: the sandbox token of 4111 1111 1111 1111 (it authorizes). */
export const demoSavedCards = [
  {
    email: 'maya.alvarez@example.com',
    token: 'sbx_ok_demo-maya-visa',
    cardType: 'VISA' as const,
    lastFour: '1111',
    expirationMonth: 9,
    expirationYear: 2031,
    holderName: 'Maya Alvarez',
  },
];
