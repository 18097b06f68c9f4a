// A small line chart as standalone SVG text (no charting library): one or more series of [x, y]
// points on linear axes from zero, with ticks, labeled lines and an optional horizontal limit.

const WIDTH = 640;
const HEIGHT = 360;
const MARGIN = { top: 40, right: 150, bottom: 50, left: 70 };
const COLORS = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df'];

const escapeXml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Round tick values from 0 to at least `max`: 0, step, 2·step, … with step 1, 2 or 5 × 10ⁿ. */
export function ticks(max, count = 5) {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough);
  const values = [];
  for (let value = 0; value < max + step; value += step) values.push(Number(value.toPrecision(12)));
  return values;
}

/**
 * @param {{ title: string, xLabel: string, yLabel: string,
 *   series: { name: string, points: [number, number][] }[], limit?: { value: number, label: string } }} chart
 * @returns {string} an SVG document
 */
export function lineChart({ title, xLabel, yLabel, series, limit }) {
  const xs = series.flatMap((s) => s.points.map(([x]) => x));
  const ys = [...series.flatMap((s) => s.points.map(([, y]) => y)), ...(limit ? [limit.value] : [])];
  const xTicks = ticks(Math.max(...xs));
  const yTicks = ticks(Math.max(...ys));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (value) => MARGIN.left + (value / xTicks.at(-1)) * plotWidth;
  const y = (value) => MARGIN.top + plotHeight - (value / yTicks.at(-1)) * plotHeight;
  const round = (value) => Math.round(value * 10) / 10;
  const out = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
  );
  out.push(`<title>${escapeXml(title)}</title>`);
  out.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`);
  out.push(`<text x="${MARGIN.left}" y="22" font-size="15" font-weight="bold">${escapeXml(title)}</text>`);
  for (const value of yTicks) {
    out.push(
      `<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${round(y(value))}" y2="${round(y(value))}" stroke="#e1e4e8"/>`,
    );
    out.push(`<text x="${MARGIN.left - 8}" y="${round(y(value)) + 4}" text-anchor="end">${value}</text>`);
  }
  for (const value of xTicks)
    out.push(`<text x="${round(x(value))}" y="${MARGIN.top + plotHeight + 18}" text-anchor="middle">${value}</text>`);
  out.push(
    `<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${MARGIN.top + plotHeight}" y2="${MARGIN.top + plotHeight}" stroke="#57606a"/>`,
  );
  out.push(`<text x="${MARGIN.left + plotWidth / 2}" y="${HEIGHT - 10}" text-anchor="middle">${escapeXml(xLabel)}</text>`);
  out.push(`<text transform="translate(16 ${MARGIN.top + plotHeight / 2}) rotate(-90)" text-anchor="middle">${escapeXml(yLabel)}</text>`);
  if (limit) {
    out.push(
      `<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${round(y(limit.value))}" y2="${round(y(limit.value))}" stroke="#57606a" stroke-dasharray="6 4"/>`,
    );
    out.push(`<text x="${MARGIN.left + plotWidth + 6}" y="${round(y(limit.value)) + 4}">${escapeXml(limit.label)}</text>`);
  }
  series.forEach((s, index) => {
    const color = COLORS[index % COLORS.length];
    const points = s.points.map(([px, py]) => `${round(x(px))},${round(y(py))}`).join(' ');
    out.push(`<polyline fill="none" stroke="${color}" stroke-width="2" points="${points}"/>`);
    for (const [px, py] of s.points) out.push(`<circle cx="${round(x(px))}" cy="${round(y(py))}" r="3" fill="${color}"/>`);
    out.push(`<text x="${MARGIN.left + plotWidth + 6}" y="${MARGIN.top + 12 + index * 16}" fill="${color}">${escapeXml(s.name)}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
