import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { renderInlineMarkup, renderMarkup, renderSolution } from './markup';

const EXECUTABLE_OUTPUT = [/<script/i, /onerror/i, /onload/i, /onclick/i, /javascript:/i, /<iframe/i, /<svg/i, /<style/i, /<a[\s>]/i, /<maction/i];

function expectNothingExecutable(html: string): void {
  for (const pattern of EXECUTABLE_OUTPUT) expect(html).not.toMatch(pattern);
}

describe('renderMarkup keeps learners safe from pasted code', () => {
  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an image with an onerror handler', '<img src=x onerror=alert(1)>'],
    ['a real image with an onerror handler', '<img src="https://example.com/a.png" onerror="alert(1)">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['an iframe', '<iframe src="https://evil"></iframe>'],
    ['an image whose source is javascript:', '<img src="javascript:alert(1)">'],
    ['an image whose source hides javascript: in entities', '<img src="&#106;avascript:alert(1)">'],
    ['an svg with onload', '<svg onload=alert(1)>'],
    ['a style block', '<style>body { display: none }</style>'],
    ['a span with onclick', '<span onclick="alert(1)">klik</span>'],
    ['a span with an upper-case ONCLICK', '<span ONCLICK="alert(1)">klik</span>'],
    ['\\href inside maths', '$\\href{javascript:alert(1)}{x}$'],
    ['\\url inside maths', '$\\url{javascript:alert(1)}$'],
    ['\\htmlStyle inside maths', '$\\htmlStyle{background:url(javascript:alert(1))}{x}$'],
    ['\\includegraphics inside maths', '$\\includegraphics{javascript:alert(1)}$'],
    ['a script tag inside bold text', '**<script>alert(1)</script>**'],
    ['a tag escaped as entities', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a closing aside followed by a script', '</aside><script>alert(1)</script>'],
    ['a comment hiding a script', '<!--><script>alert(1)</script>-->'],
    ['MathML typed as HTML', '<math><maction actiontype="statusline" href="javascript:alert(1)">x</maction></math>'],
  ])('%s never becomes executable output', (_label, text) => {
    expectNothingExecutable(renderMarkup(text));
  });

  it('shows escaped tags as the text the admin typed', () => {
    expect(renderMarkup('&lt;b&gt;')).toBe('<p>&lt;b&gt;</p>');
  });

  it('drops an image whose source is neither http(s) nor under /math/', () => {
    expect(renderMarkup('<img src="data:image/png;base64,AAAA"> <img src="x">')).not.toContain('<img');
  });

  it('drops the TeX source KaTeX copies into <annotation>, so \\href{javascript:...} leaves no trace', () => {
    const html = renderMarkup('$\\href{javascript:alert(1)}{x}$');
    expect(html).toContain('<math');
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/annotation|application\/x-tex/);
  });

  it.each([
    ['maction with a javascript: href', '<math><maction actiontype="statusline" href="javascript:alert(1)"><mi>x</mi></maction></math>', '<p>x</p>'],
    ['a MathML fraction', '<math xmlns="http://www.w3.org/1998/Math/MathML"><mfrac><mn>1</mn><mn>2</mn></mfrac></math>', '<p>12</p>'],
    ['semantics with an annotation', '<semantics><mrow><mi>y</mi></mrow><annotation encoding="text/html">z</annotation></semantics>', '<p>yz</p>'],
    ['mglyph with a source', '<mglyph src="https://evil.example/a.png"></mglyph>', '<p></p>'],
  ])('drops %s typed by an admin: MathML only ever comes from KaTeX', (_label, text, expected) => {
    const html = renderMarkup(text);
    expect(html).toBe(expected);
    expect(html).not.toMatch(/<m[a-z]+|<semantics|<annotation/);
  });

  it('keeps MathML free of style, which KaTeX writes for \\pmb and \\fcolorbox on a copy no one sees', () => {
    const html = renderMarkup('$\\pmb{x} + \\fcolorbox{red}{yellow}{y}$');
    const mathml = /<math[^]*<\/math>/.exec(html)?.[0];
    expect(mathml).toContain('mathbackground="yellow"');
    expect(mathml).not.toContain(' style=');
  });

  it('caps a huge \\rule so maths cannot cover the page', () => {
    const html = renderMarkup('$\\rule{1000em}{1000em}$');
    expect(html).toContain('border-right-width:20em;border-top-width:20em');
    expect(html).not.toContain('1000em');
  });
});

describe('renderMarkup formats question text (spec 5, Text markup)', () => {
  it.each([
    ['**x** is bold', 'Tentukan **akar positif**', '<p>Tentukan <strong>akar positif</strong></p>'],
    ['*x* is italic', 'Pilih *semua* jawaban', '<p>Pilih <em>semua</em> jawaban</p>'],
    ['a newline becomes a line break', 'Baris satu\nBaris dua', '<p>Baris satu<br />\nBaris dua</p>'],
    ['a blank line starts a new paragraph', 'Satu\n\nDua', '<p>Satu</p>\n<p>Dua</p>'],
    ['an escaped asterisk stays an asterisk', '2 \\* 3', '<p>2 * 3</p>'],
    ['a numbered line stays text, not a list', '1. $p$ benar', '<p>1. <span'],
    ['a heading mark stays text', '# Judul', '<p># Judul</p>'],
    ['a markdown link stays text', '[klik](https://example.com)', '<p>[klik](https://example.com)</p>'],
    ['a bare address stays text', 'https://example.com', '<p>https://example.com</p>'],
    ['empty text renders nothing', '', ''],
  ])('%s', (_label, text, expectedStart) => {
    expect(renderMarkup(text).startsWith(expectedStart)).toBe(true);
  });

  it.each([
    ['a fraction', '$\\frac{1}{2}$', 'mfrac'],
    ['a square root', '$\\sqrt{49}$', 'sqrt'],
    ['a matrix', '$\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}$', 'mtable'],
    ['an overline', '$\\overline{AB}$', 'overline'],
    ['a power', '$x^2$', 'msupsub'],
    ['display maths between double dollars', '$$\\sum_{i=1}^n i$$', 'katex-display'],
  ])('renders %s with KaTeX', (_label, text, katexClass) => {
    const html = renderMarkup(text);
    expect(html).toContain('class="katex"');
    expect(html).toContain(katexClass);
  });

  it('keeps the square root sign, which KaTeX draws as an svg path', () => {
    const html = renderMarkup('$\\sqrt{x}$');
    expect(html).toMatch(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewbox="0 0 400000 1080"/);
    expect(html).toMatch(/<path d="M95,702/);
  });

  it('keeps the inline styles KaTeX needs to place a fraction', () => {
    expect(renderMarkup('$\\frac{1}{2}$')).toMatch(/style="top:-?\d/);
  });

  it('shows broken maths in red instead of failing the page', () => {
    const html = renderMarkup('Hitung $\\frac{1}{$ sekarang');
    expect(html).toContain('katex-error');
    expect(html).toContain('sekarang');
  });

  it('writes a dollar inside maths as \\$', () => {
    const html = renderMarkup('$\\$5 + x$ saja');
    expect(html).toMatch(/^<p><span class="katex">[^]*\$[^]*<\/span> saja<\/p>$/);
  });

  it('does not treat asterisks inside maths as emphasis', () => {
    const html = renderMarkup('$a*b*c$');
    expect(html).not.toContain('<em>');
  });

  it.each([
    ['an escaped dollar stays a dollar', 'Harga \\$5', '<p>Harga $5</p>'],
    ['a single unmatched dollar stays text', 'Biaya $ saja', '<p>Biaya $ saja</p>'],
    ['an empty pair of dollars stays text', 'Tanda $$ kosong', '<p>Tanda $$ kosong</p>'],
    ['prices with two dollar signs stay text', 'Harga buku $5 dan pensil $10.', '<p>Harga buku $5 dan pensil $10.</p>'],
    ['a price range stays text', 'Antara $15 - $20 per jam', '<p>Antara $15 - $20 per jam</p>'],
    ['a dollar never pairs with one on the next line', 'Harga $5\nlalu $', '<p>Harga $5<br />\nlalu $</p>'],
    ['rupiah amounts are plain text', 'Harga Rp5.000 atau Rp 12.500,00', '<p>Harga Rp5.000 atau Rp 12.500,00</p>'],
  ])('%s', (_label, text, expected) => {
    expect(renderMarkup(text)).toBe(expected);
  });

  // Documented limit: a price and maths on the same line pair up; the admin writes the price as \$5.
  it('pairs a price with later maths on the same line unless the price dollar is escaped', () => {
    expect(renderMarkup('Harga $5, jadi $x = 5$')).toMatch(/^<p>Harga <span class="katex">/);
    expect(renderMarkup('Harga \\$5, jadi $x = 5$')).toMatch(/^<p>Harga \$5, jadi <span class="katex">[^]*<\/span><\/p>$/);
  });

  it('keeps maths inside Indonesian text with rupiah intact', () => {
    const html = renderMarkup('Jika harga 1 buku Rp5.000, maka harga $n$ buku adalah $5000n$ rupiah.');
    expect(html).toContain('Jika harga 1 buku Rp5.000, maka harga <span class="katex">');
    expect(html).toContain('<span class="mord">5000</span><span class="mord mathnormal">n</span>');
    expect(html.endsWith(' rupiah.</p>')).toBe(true);
  });
});

describe('renderMarkup lets screen readers read maths', () => {
  it('puts a MathML copy beside the aria-hidden KaTeX HTML', () => {
    expect(renderMarkup('$x$')).toMatch(
      /^<p><span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"><semantics><mrow><mi>x<\/mi><\/mrow><\/semantics><\/math><\/span><span class="katex-html" aria-hidden="true">/,
    );
  });

  it('reads a fraction as an mfrac', () => {
    const html = renderMarkup('$\\frac{1}{2}$');
    expect(html).toContain('<math');
    expect(html).toContain('<mfrac><mn>1</mn><mn>2</mn></mfrac>');
  });

  it('marks display maths as a block', () => {
    expect(renderMarkup('$$x$$')).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">');
  });

  // Everything KaTeX writes survives the allow-list except <annotation> (the raw TeX) and
  // style; if a KaTeX upgrade starts writing something new, this names it.
  it.each([
    ['fractions', String.raw`\frac{1}{2} + \dfrac{a}{b} + \tfrac{1}{3} + \cfrac{1}{1 + \cfrac{1}{x}}`],
    ['roots', String.raw`\sqrt{49} + \sqrt[3]{-8}`],
    ['sums, integrals and limits', String.raw`\sum_{i=1}^{n} i + \int_0^1 x\,dx + \lim_{x \to 0} \frac{\sin x}{x} + \sum\limits_i`],
    ['matrices', String.raw`\begin{pmatrix}1&2\\3&4\end{pmatrix} \begin{vmatrix}a&b\\c&d\end{vmatrix} \begin{smallmatrix}1&0\end{smallmatrix}`],
    ['arrays with lines', String.raw`\begin{array}{|c:c|}\hline a&b\\\hdashline c&d\\\hline\end{array}`],
    ['accents', String.raw`\overline{AB} + \vec{v} + \hat{x} + \underline{y} + \overrightarrow{PQ} + \underbrace{a+b}_{n}`],
    ['cancels and boxes', String.raw`\cancel{x} \bcancel{y} \xcancel{z} \sout{w} \boxed{1} \colorbox{yellow}{2}`],
    ['text and fonts', String.raw`\text{jika } x > 0, \textbf{b} \mathbb{R} \mathcal{A} \mathrm{d}x \operatorname{sgn} x`],
    ['colour', String.raw`\color{red}{x} + \textcolor{#00ff00}{y} + \left( x \color{blue}\right)`],
    ['binomials and delimiters', String.raw`\binom{n}{k} \left( \frac{a}{b} \right) \left\{ x \middle| y \right\} \big( \Big[ \bigg\{`],
    ['aligned and cases', String.raw`\begin{aligned} a &= b \\ c &= d \end{aligned} \begin{cases} x & x \geq 0 \\ -x & x < 0 \end{cases}`],
    ['spacing, rules and laps', String.raw`a\quad b\,c\!d \hspace{1em} \rule{1em}{2em} \llap{x} \mathclap{y} \phantom{z} \smash{w} \raisebox{1em}{v}`],
    ['sizes and styles', String.raw`\displaystyle\sum_i \scriptstyle x \Large y \tiny z`],
  ])('keeps the MathML KaTeX writes for %s', (_label, tex) => {
    for (const displayMode of [false, true]) {
      const katexMathml = /<math[^]*<\/math>/.exec(katex.renderToString(tex, { output: 'mathml', displayMode, strict: 'ignore' }))?.[0] ?? '';
      const expected = katexMathml
        .replace(/<annotation [^>]*>[^<]*<\/annotation>/, '')
        .replace(/ style="[^"]*"/g, '')
        .replace(/<mspace([^>]*)\/>/g, '<mspace$1></mspace>');
      const html = displayMode ? renderMarkup(`$$${tex}$$`) : renderInlineMarkup(`$${tex}$`);
      expect(expected).toMatch(/^<math/);
      expect(/<math[^]*<\/math>/.exec(html)?.[0]).toBe(expected);
    }
  });
});

describe('renderMarkup keeps pasted image embed code', () => {
  it.each([
    [
      'an https image with width 200',
      '<img src="https://example.com/a.png" width="200">',
      '<p><img loading="lazy" src="https://example.com/a.png" width="200" /></p>',
    ],
    [
      'an uploaded image with alt text',
      '<img src="/math/uploads/IM-ABCD1234.png" alt="Segitiga ABC" width="200">',
      '<p><img loading="lazy" src="/math/uploads/IM-ABCD1234.png" alt="Segitiga ABC" width="200" /></p>',
    ],
    [
      'an image whose own loading and style are replaced',
      '<img src="https://example.com/a.png" loading="eager" style="position:fixed" class="x" height="120">',
      '<p><img loading="lazy" src="https://example.com/a.png" height="120" /></p>',
    ],
    [
      'an image with a width that is not a number',
      '<img src="https://example.com/a.png" width="200px;x">',
      '<p><img loading="lazy" src="https://example.com/a.png" /></p>',
    ],
    ['a protocol-relative image is dropped', '<img src="//evil.example/a.png">', '<p></p>'],
    ['bold and subscript tags typed as HTML stay', 'H<sub>2</sub>O <b>tebal</b>', '<p>H<sub>2</sub>O <b>tebal</b></p>'],
    ['a div is dropped but its text stays', '<div class="x">isi</div>', '<p>isi</p>'],
  ])('%s', (_label, text, expected) => {
    expect(renderMarkup(text)).toBe(expected);
  });
});

describe('renderInlineMarkup', () => {
  it.each([
    ['an option with maths has no paragraph around it', '$\\frac{9}{2}$', /^<span class="katex">[^]*<\/span>$/],
    ['an option with a line break', 'P > Q\nsaja', /^P &gt; Q<br \/>\nsaja$/],
    ['an option with a pasted script', '<script>alert(1)</script>', /^alert\(1\)$/],
    ['an option with a number reads as that number', '$5$', /^<span class="katex"><span class="katex-mathml"><math [^>]*><semantics><mrow><mn>5<\/mn><\/mrow>/],
  ])('%s', (_label, text, expected) => {
    expect(renderInlineMarkup(text)).toMatch(expected);
  });
});

describe('renderSolution', () => {
  const theories = ['Rumus ABC: $x = \\frac{-b \\pm \\sqrt{D}}{2a}$', '**Diskriminan** $D = b^2 - 4ac$'];

  it('replaces [teori_1] with an Ingat! box holding the first theory', () => {
    const html = renderSolution('Gunakan [teori_1] untuk mencari akar.', theories);
    expect(html).toMatch(
      /^<p>Gunakan <\/p>\n<aside class="theory-box" role="note"><p class="theory-box-title">Ingat!<\/p><p>Rumus ABC: <span class="katex">[^]*<\/aside>\n<p> untuk mencari akar.<\/p>$/,
    );
  });

  it('puts the Nth theory in the box for [teori_N]', () => {
    const html = renderSolution('[teori_2]', theories);
    expect(html).toMatch(/^<aside class="theory-box" role="note"><p class="theory-box-title">Ingat!<\/p><p><strong>Diskriminan<\/strong>/);
    expect(html).not.toContain('Rumus ABC');
  });

  it('renders each marker in order when a solution cites several theories', () => {
    const html = renderSolution('Pertama [teori_2]\nlalu [teori_1]', theories);
    expect(html.indexOf('Diskriminan')).toBeLessThan(html.indexOf('Rumus ABC'));
    expect(html.match(/class="theory-box"/g)).toHaveLength(2);
  });

  it.each([
    ['a marker past the end of the list', 'Lihat [teori_3] saja', theories, '<p>Lihat  saja</p>'],
    ['a marker numbered zero', 'Lihat [teori_0] saja', theories, '<p>Lihat  saja</p>'],
    ['a marker when no theory is linked', 'Lihat [teori_1] saja', [], '<p>Lihat  saja</p>'],
  ])('removes %s', (_label, text, linkedTheories, expected) => {
    expect(renderSolution(text, linkedTheories)).toBe(expected);
  });

  it('leaves text that only looks like a marker alone', () => {
    expect(renderSolution('[teori_x] dan [Teori_1]', theories)).toBe('<p>[teori_x] dan [Teori_1]</p>');
  });

  it('leaves markers as text outside solutions', () => {
    expect(renderMarkup('Gunakan [teori_1]')).toBe('<p>Gunakan [teori_1]</p>');
  });

  it('keeps a theory\'s own markers as text instead of nesting boxes', () => {
    const html = renderSolution('[teori_1]', ['Lihat juga [teori_1]']);
    expect(html.match(/class="theory-box"/g)).toHaveLength(1);
    expect(html).toContain('Lihat juga [teori_1]');
  });

  it.each([
    ['a theory that closes the box and adds a script', ['</p></aside><script>alert(1)</script>']],
    ['a theory with an image onerror handler', ['<img src=x onerror=alert(1)>']],
    ['a theory with an svg onload handler', ['<svg onload=alert(1)>']],
    ['a theory with javascript: maths', ['$\\href{javascript:alert(1)}{x}$']],
    ['a theory with typed MathML', ['<math><maction actiontype="statusline" href="javascript:alert(1)">x</maction></math>']],
  ])('cannot be abused through %s', (_label, hostileTheories) => {
    const html = renderSolution('Ingat [teori_1] ya', hostileTheories);
    expectNothingExecutable(html);
    expect(html.match(/<aside/g)).toHaveLength(1);
    expect(html.match(/<\/aside>/g)).toHaveLength(1);
  });

  it('cannot forge a box from the solution text itself', () => {
    const html = renderSolution('<aside class="theory-box" role="note">palsu</aside>', theories);
    expect(html).toBe('<p>palsu</p>');
  });
});
