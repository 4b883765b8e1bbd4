import type { CSSProperties, ReactNode } from 'react';
import type { Tokens } from '../base.ts';
import { type BrandId, brandNames, brandTokens } from '../brands/index.ts';
import { vars } from '../contract.css.ts';
import { themeClass } from '../themes.css.ts';
import { eyebrow, heading, text } from '../typography.css.ts';
import * as styles from './TokenSheet.css.ts';

/** What each brand is about, in one line: the sheet opens with it. */
const personality: Record<BrandId, string> = {
  ridgeline:
    'Outdoor apparel. Forest green on granite greys, Inter throughout, squared 2 px corners: quiet, technical, built to last.',
  tread:
    'Trail footwear. Ember orange on warm charcoal, Barlow with condensed upper-case headings, rounded cards and pill buttons: fast and graphic.',
};

type ColorGroup = keyof Tokens['color'];

const colorNotes: Record<ColorGroup, string> = {
  foreground: 'Text and icons. Each swatch shows the colour as text on the body background.',
  background: 'Fills: page, surfaces, soft bands, solid accents and states.',
  border: 'Rules, field outlines and the focus colour.',
};

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h3 id={id} className={heading.h3}>
          {title}
        </h3>
        <p className={styles.note}>{note}</p>
      </div>
      {children}
    </section>
  );
}

/** Text colours meant for a filled background are shown on it. */
function textBackground(tokens: Tokens, name: string): string {
  const { background } = tokens.color;
  if (name === 'neutralInverted') return background.neutral;
  if (name === 'onBrandAccent') return background.brandAccent;
  if (name === 'onFormAccent') return background.formAccent;
  return background.body;
}

function Colors({ tokens, group }: { tokens: Tokens; group: ColorGroup }) {
  return (
    <div className={styles.subsection}>
      <div className={styles.sectionHead}>
        <h4 className={heading.h4}>color.{group}</h4>
        <p className={styles.note}>{colorNotes[group]}</p>
      </div>
      <ul className={styles.grid}>
        {Object.entries(tokens.color[group]).map(([name, value]) => (
          <li key={name}>
            <div
              className={styles.swatch}
              style={
                group === 'foreground'
                  ? { color: value, background: textBackground(tokens, name) }
                  : { background: value }
              }
            >
              {group === 'foreground' ? 'Aa' : null}
            </div>
            <span className={styles.name}>{name}</span>
            <span className={styles.caption}>{value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Row({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <li className={styles.row}>
      <span>
        <span className={styles.name}>{label}</span>
        <span className={styles.caption}>{value}</span>
      </span>
      {children}
    </li>
  );
}

const headingLevels = ['h1', 'h2', 'h3', 'h4'] as const;
const textSizes = ['large', 'standard', 'small', 'xsmall'] as const;

/** Every token of one brand, rendered in that brand's theme. */
export function TokenSheet({ brand }: { brand: BrandId }) {
  const tokens = brandTokens[brand];
  const ring = (color: string): CSSProperties => ({ outlineColor: color });
  return (
    <div className={`${themeClass[brand]} ${styles.sheet}`}>
      <header className={styles.intro}>
        <span className={eyebrow}>Design tokens</span>
        <h2 className={heading.h1}>{brandNames[brand]} tokens</h2>
        <p className={styles.lead}>{personality[brand]}</p>
      </header>

      <Section
        id="colors"
        title="Colour"
        note="Semantic names only: a component asks for brandAccent or critical, never for green. Every pair the components use passes WCAG AA (design-tokens/contrast.ts)."
      >
        <Colors tokens={tokens} group="foreground" />
        <Colors tokens={tokens} group="background" />
        <Colors tokens={tokens} group="border" />
      </Section>

      <Section
        id="type"
        title="Type"
        note="Headings step down one size below lg (h1 is set at h2 size on small screens). Body text never goes under 16 px in a field, or iOS zooms."
      >
        <ul className={styles.rows}>
          {headingLevels.map((level) => (
            <Row
              key={level}
              label={`heading.${level}`}
              value={`${tokens.heading[level].fontSize} / ${tokens.heading[level].lineHeight}`}
            >
              <span className={heading[level]}>Made for the long way round</span>
            </Row>
          ))}
          {textSizes.map((size) => (
            <Row
              key={size}
              label={`text.${size}`}
              value={`${tokens.text[size].fontSize} / ${tokens.text[size].lineHeight}`}
            >
              <span className={text[size]}>
                Waterproof, breathable and made to be repaired, season after season.
              </span>
            </Row>
          ))}
          <Row label="eyebrow" value={`tracking ${tokens.font.letterSpacing.eyebrow}`}>
            <span className={eyebrow}>Online exclusive</span>
          </Row>
        </ul>
        <table className={styles.table}>
          <tbody>
            {Object.entries(tokens.font.family).map(([name, value]) => (
              <tr key={name}>
                <th scope="row" className={styles.cell}>
                  font.family.{name}
                </th>
                <td className={`${styles.cell} ${styles.mono}`}>{value}</td>
              </tr>
            ))}
            {(['weight', 'letterSpacing', 'textTransform'] as const).flatMap((group) =>
              Object.entries(tokens.font[group]).map(([name, value]) => (
                <tr key={`${group}.${name}`}>
                  <th scope="row" className={styles.cell}>
                    font.{group}.{name}
                  </th>
                  <td className={`${styles.cell} ${styles.mono}`}>{value}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </Section>

      <Section
        id="space"
        title="Space"
        note="One scale for padding and gaps. gutter is the page margin on small screens; components step by one or two sizes, never by raw pixels."
      >
        <ul className={styles.rows}>
          {Object.entries(tokens.space).map(([name, value]) => (
            <Row key={name} label={name} value={value}>
              <span className={styles.bar} style={{ width: value }} />
            </Row>
          ))}
        </ul>
      </Section>

      <Section
        id="size"
        title="Sizes"
        note="Fields and standard buttons share one height, so they line up in a row; every touch target is at least touchTarget."
      >
        <div className={styles.inline}>
          {(
            ['touchTarget', 'fieldHeight', 'buttonSmall', 'buttonStandard', 'buttonLarge'] as const
          ).map((name) => (
            <div key={name}>
              <span className={styles.column} style={{ height: tokens.size[name] }} />
              <span className={styles.name}>{name}</span>
              <span className={styles.caption}>{tokens.size[name]}</span>
            </div>
          ))}
          {(['iconSmall', 'iconStandard', 'iconLarge'] as const).map((name) => (
            <div key={name}>
              <span
                className={styles.column}
                style={{ height: tokens.size[name], width: tokens.size[name] }}
              />
              <span className={styles.name}>{name}</span>
              <span className={styles.caption}>{tokens.size[name]}</span>
            </div>
          ))}
        </div>
      </Section>

      <Section
        id="shape"
        title="Shape and depth"
        note="radius.action shapes buttons; standard shapes fields, tiles and cards; large shapes sheets, popovers and toasts."
      >
        <div className={styles.inline}>
          {Object.entries(tokens.radius).map(([name, value]) => (
            <div key={name}>
              <div
                className={styles.shapeBox}
                style={{ borderRadius: name === 'action' ? vars.radius.action : value }}
              >
                {name}
              </div>
              <span className={styles.caption}>{value}</span>
            </div>
          ))}
        </div>
        <div className={styles.inline}>
          {Object.entries(tokens.shadow).map(([name, value]) => (
            <div key={name}>
              <div className={styles.shadowBox} style={{ boxShadow: value }} />
              <span className={styles.name}>shadow.{name}</span>
            </div>
          ))}
        </div>
      </Section>

      <Section
        id="focus"
        title="Focus"
        note={`One ring: ${tokens.focusRing.width} outline, ${tokens.focusRing.offset} offset. On dark and brand-coloured surfaces it turns to focusRing.colorInverted; light buttons on pictures carry both colours.`}
      >
        <div
          className={styles.surface}
          style={{
            background: tokens.color.background.body,
            border: `${tokens.borderWidth.standard} solid ${tokens.color.border.neutral}`,
          }}
        >
          <span className={styles.ringSample} style={ring(tokens.focusRing.color)}>
            focusRing.color
          </span>
          <span className={styles.caption}>{tokens.focusRing.color} on body</span>
        </div>
        {(['neutral', 'brandAccent'] as const).map((surface) => (
          <div
            key={surface}
            className={styles.surface}
            style={{
              background: tokens.color.background[surface],
              color: tokens.color.foreground.neutralInverted,
            }}
          >
            <span className={styles.ringSample} style={ring(tokens.focusRing.colorInverted)}>
              focusRing.colorInverted
            </span>
            <span>on background.{surface}</span>
          </div>
        ))}
      </Section>

      <Section
        id="motion"
        title="Motion and layers"
        note="Durations for CSS; JavaScript reads the same numbers from motionMs. Reduced motion turns transitions off."
      >
        <table className={styles.table}>
          <tbody>
            {Object.entries(tokens.motion.duration).map(([name, value]) => (
              <tr key={name}>
                <th scope="row" className={styles.cell}>
                  motion.duration.{name}
                </th>
                <td className={`${styles.cell} ${styles.mono}`}>{value}</td>
              </tr>
            ))}
            {Object.entries(tokens.zIndex).map(([name, value]) => (
              <tr key={name}>
                <th scope="row" className={styles.cell}>
                  zIndex.{name}
                </th>
                <td className={`${styles.cell} ${styles.mono}`}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </div>
  );
}
