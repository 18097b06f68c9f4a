// Draws social cards in a worker thread (started by render.ts), so that the build pass parses pages on
// the main thread while cards are drawn: satori lays the template out as SVG, with its text set in Inter
// (@fontsource/inter), and resvg turns the SVG into a PNG. Message in: `{ id, card: { title, section } }`;
// out: `{ id, png }` or `{ id, error }`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';

/** @type {{ colour: string, host: string, width: number, height: number }} */
const { colour, host, width, height } = workerData;
const TEXT = '#1c1e21';
const MUTED = '#525860';

const require = createRequire(import.meta.url);
// Literal paths, so that the dependency checker (knip) sees the package in use.
const fontFiles = {
  500: require.resolve('@fontsource/inter/files/inter-latin-500-normal.woff'),
  700: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};
const fontFile = (/** @type {500 | 700} */ weight) => fs.readFileSync(fontFiles[weight]);
// One array for every card: satori keeps the parsed fonts per array.
/** @type {import('satori').Font[]} */
const fonts = [
  { name: 'Inter', data: fontFile(500), weight: 500, style: 'normal' },
  { name: 'Inter', data: fontFile(700), weight: 700, style: 'normal' },
];

/** A flex box, the only kind of element satori lays out. */
const box = (style, children) => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

/** Long titles get a smaller size, so that most fit in three lines. */
function titleSize(/** @type {string} */ title) {
  if (title.length <= 40) return 72;
  if (title.length <= 70) return 60;
  return 52;
}

/** The card: the section in the product colour, the title, and the site's name and host. */
function template(/** @type {{ title: string, section: string }} */ card) {
  const inner = width - 160;
  return box(
    {
      width,
      height,
      // Satori's boxes are content-box by default: the padding and the border would grow the card.
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px 64px',
      background: '#ffffff',
      borderTop: `20px solid ${colour}`,
      fontFamily: 'Inter',
    },
    [
      box({ fontSize: 34, fontWeight: 500, color: colour }, card.section),
      // A block, as line clamping (with an ellipsis) needs one.
      {
        type: 'div',
        props: {
          style: {
            display: 'block',
            width: inner,
            fontSize: titleSize(card.title),
            fontWeight: 700,
            color: TEXT,
            lineHeight: 1.15,
            lineClamp: 3,
          },
          children: card.title,
        },
      },
      box({ width: inner, justifyContent: 'space-between', alignItems: 'center', fontSize: 28, fontWeight: 500, color: MUTED }, [
        box({ alignItems: 'center', color: TEXT }, [
          box({ width: 28, height: 28, borderRadius: 6, background: colour, marginRight: 16 }),
          'Ledgerlink Docs',
        ]),
        box({}, host),
      ]),
    ],
  );
}

async function draw(card) {
  const svg = await satori(template(card), { width, height, fonts });
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}

parentPort?.on('message', ({ id, card }) => {
  draw(card).then(
    (png) => parentPort?.postMessage({ id, png }, [png.buffer]),
    (error) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
