/**
 * Demo content for "Latihan Soal Matematika".
 *
 * Plain data (only core constants imported) so it can be consumed by the seed script and by tests.
 * All learner-facing text is Indonesian and uses the app's markup:
 * **bold**, *italic*, newlines (\n) and inline maths between single dollar signs (KaTeX).
 * Backslashes inside the LaTeX are escaped ('\\frac') because normal string literals are used.
 */
import type { ProblemType, TStoredAnswer } from '../../../problem-types';
import { THEORY_CATEGORY_NAME } from '../../../core/theories';
import type { TAnswerMode } from '../../../core/answer-mode';

/** One practice problem. */
export type DemoProblem = {
  type: ProblemType;
  /** Indonesian question text in the app markup. */
  question: string;
  /** mcq/mcma: keys 'A','B',...; mck: keys 'statement_1','statement_2',... to statement text. */
  options?: Record<string, string>;
  /** input: text; mcq: one key; mcma: array of keys; mck: statement key to answer category; expr: { expression, variables }. */
  answer: TStoredAnswer;
  /** input only: 'number' (the default here: compared by value, '2,5' = '5/2') or 'text' (exact, as spec 5). */
  answerMode?: TAnswerMode;
  /** Only for mck; defaults to DEFAULT_ANSWER_CATEGORIES. */
  answerCategories?: string[];
  /** Worked solution; may contain [teori_N] markers referring to the N-th entry of theoryKeys. */
  solution?: string;
  /** True = guests may see the solution (only meaningful when a solution is present). */
  isPublic?: boolean;
  /** A YouTube URL. */
  videoLink?: string;
  /** Comma-joined free-text tags. */
  tag: string;
  /** Ordered keys of theories (DemoTheory.key) linked to this problem. */
  theoryKeys?: string[];
};

/** A short theory snippet referenced from solutions. */
export type DemoTheory = { key: string; content: string };

export type DemoSubtopic = { name: string; published: boolean; theories?: DemoTheory[]; problems: DemoProblem[] };

export type DemoTopic = { name: string; published: boolean; subtopics: DemoSubtopic[] };

export type DemoCategory = { name: string; description: string; published: boolean; topics: DemoTopic[] };

/** Standard UTBK quantity-comparison (P-Q) options. Spread into each problem so every problem owns its object. */
const PQ_OPTIONS: Record<string, string> = {
  A: 'P > Q',
  B: 'P < Q',
  C: 'P = Q',
  D: 'Informasi yang diberikan tidak cukup untuk memutuskan salah satu dari tiga pilihan di atas',
};

/** Standard UTBK data-sufficiency (DS) options. */
const DS_OPTIONS: Record<string, string> = {
  A: 'Pernyataan (1) SAJA cukup untuk menjawab pertanyaan, tetapi pernyataan (2) SAJA tidak cukup.',
  B: 'Pernyataan (2) SAJA cukup untuk menjawab pertanyaan, tetapi pernyataan (1) SAJA tidak cukup.',
  C: 'DUA pernyataan BERSAMA-SAMA cukup untuk menjawab pertanyaan, tetapi SATU pernyataan SAJA tidak cukup.',
  D: 'Pernyataan (1) SAJA cukup untuk menjawab pertanyaan dan pernyataan (2) SAJA cukup.',
  E: 'Pernyataan (1) dan pernyataan (2) tidak cukup untuk menjawab pertanyaan.',
};

const PQ_PROMPT = 'Manakah hubungan yang benar antara kuantitas $P$ dan $Q$ berikut?';

export const demoContent: DemoCategory[] = [
  // ---------------------------------------------------------------------------
  // ALJABAR
  // ---------------------------------------------------------------------------
  {
    name: 'Aljabar',
    description: 'Persamaan kuadrat, eksponen, logaritma, serta barisan dan deret untuk SMA dan UTBK.',
    published: true,
    topics: [
      {
        name: 'Persamaan Kuadrat',
        published: true,
        subtopics: [
          {
            name: 'Akar-akar Persamaan Kuadrat',
            published: true,
            problems: [
              {
                type: 'input',
                question: 'Tentukan **akar positif** dari persamaan kuadrat $x^2 + 3x - 10 = 0$.',
                answer: '2',
                solution:
                  'Gunakan [teori_1] dengan $a = 1$, $b = 3$, dan $c = -10$:\n' +
                  '$x = \\frac{-3 \\pm \\sqrt{3^2 - 4(1)(-10)}}{2(1)} = \\frac{-3 \\pm \\sqrt{49}}{2} = \\frac{-3 \\pm 7}{2}$\n' +
                  'Diperoleh $x = 2$ atau $x = -5$.\n' +
                  '*Cara lain:* faktorkan menjadi $(x + 5)(x - 2) = 0$.\n' +
                  'Jadi akar positifnya adalah **2**.',
                isPublic: true,
                tag: 'Persamaan Kuadrat, Rumus ABC',
                theoryKeys: ['rumus-abc'],
              },
              {
                type: 'mcq',
                question:
                  'Jika $x_1$ dan $x_2$ adalah akar-akar persamaan $2x^2 - 6x + 3 = 0$, maka nilai $x_1^2 + x_2^2 = \\ldots$',
                options: {
                  A: '$3$',
                  B: '$\\frac{9}{2}$',
                  C: '$6$',
                  D: '$9$',
                  E: '$12$',
                },
                answer: 'C',
                solution:
                  'Berdasarkan [teori_1]: $x_1 + x_2 = -\\frac{-6}{2} = 3$ dan $x_1 x_2 = \\frac{3}{2}$.\n' +
                  'Gunakan identitas $x_1^2 + x_2^2 = (x_1 + x_2)^2 - 2x_1 x_2$:\n' +
                  '$x_1^2 + x_2^2 = 3^2 - 2 \\cdot \\frac{3}{2} = 9 - 3 = 6$.\n' +
                  'Jawaban: **C**.',
                videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s',
                tag: 'UTBK, Persamaan Kuadrat, Jumlah dan Hasil Kali Akar',
                theoryKeys: ['jumlah-hasil-kali-akar'],
              },
              {
                type: 'mcma',
                question: 'Pilih *semua* persamaan kuadrat yang **salah satu akarnya** adalah $x = 3$.',
                options: {
                  A: '$x^2 - 9 = 0$',
                  B: '$x^2 + 3x = 0$',
                  C: '$x^2 - 5x + 6 = 0$',
                  D: '$x^2 + x - 6 = 0$',
                  E: '$2x^2 - 7x + 3 = 0$',
                },
                answer: ['A', 'C', 'E'],
                solution:
                  'Substitusikan $x = 3$ ke setiap persamaan:\n' +
                  '**A.** $3^2 - 9 = 0$ (memenuhi)\n' +
                  '**B.** $9 + 9 = 18 \\ne 0$ (tidak memenuhi)\n' +
                  '**C.** $9 - 15 + 6 = 0$ (memenuhi)\n' +
                  '**D.** $9 + 3 - 6 = 6 \\ne 0$ (tidak memenuhi)\n' +
                  '**E.** $18 - 21 + 3 = 0$ (memenuhi)\n' +
                  'Jawaban: **A, C, dan E**.',
                tag: 'Persamaan Kuadrat',
              },
              {
                type: 'mck',
                question:
                  'Diketahui persamaan kuadrat $x^2 - 7x + 12 = 0$ dengan akar-akar $p$ dan $q$, di mana $p < q$.\n' +
                  'Tentukan apakah setiap pernyataan berikut **benar** atau **salah**.',
                options: {
                  statement_1: '$p + q = 7$',
                  statement_2: '$pq = -12$',
                  statement_3: '$q - p = 1$',
                  statement_4: '$\\frac{1}{p} + \\frac{1}{q} = \\frac{7}{12}$',
                },
                answer: {
                  statement_1: 'Benar',
                  statement_2: 'Salah',
                  statement_3: 'Benar',
                  statement_4: 'Benar',
                },
                solution:
                  'Faktorkan: $x^2 - 7x + 12 = (x - 3)(x - 4) = 0$, sehingga $p = 3$ dan $q = 4$. ' +
                  'Sesuai [teori_1], $p + q = 7$ dan $pq = 12$.\n' +
                  '1. $p + q = 7$: **Benar**.\n' +
                  '2. $pq = 12$, bukan $-12$: **Salah**.\n' +
                  '3. $q - p = 4 - 3 = 1$: **Benar**.\n' +
                  '4. $\\frac{1}{p} + \\frac{1}{q} = \\frac{p + q}{pq} = \\frac{7}{12}$: **Benar**.',
                tag: 'Persamaan Kuadrat, Jumlah dan Hasil Kali Akar',
                theoryKeys: ['jumlah-hasil-kali-akar'],
              },
              {
                type: 'input',
                question:
                  'Salah satu akar persamaan kuadrat $x^2 - (k + 1)x + 8 = 0$ adalah **dua kali** akar yang lain. ' +
                  'Jika $k > 0$, tentukan nilai $k$.',
                answer: '5',
                tag: 'UTBK, Persamaan Kuadrat',
              },
              {
                type: 'input',
                question:
                  'Tentukan **akar positif** dari persamaan kuadrat $2x^2 - 3x - 5 = 0$.\n' +
                  '*Tuliskan dalam bentuk desimal atau pecahan, misalnya 1,5 atau 3/2.*',
                answer: '2,5',
                solution:
                  'Faktorkan: $2x^2 - 3x - 5 = (2x - 5)(x + 1) = 0$, sehingga $x = \\frac{5}{2}$ atau $x = -1$.\n' +
                  'Jadi akar positifnya adalah $\\frac{5}{2} = 2{,}5$.',
                isPublic: true,
                tag: 'Persamaan Kuadrat, Pemfaktoran',
              },
              {
                type: 'input',
                answerMode: 'text',
                question:
                  'Sederhanakan $\\frac{x^2 - 4}{x - 2}$ untuk $x \\neq 2$.\n' +
                  '*Tuliskan tanpa spasi, misalnya x-3.*',
                answer: 'x+2',
                solution: '$\\frac{x^2 - 4}{x - 2} = \\frac{(x - 2)(x + 2)}{x - 2} = x + 2$.',
                isPublic: true,
                tag: 'Aljabar, Pemfaktoran',
              },
              {
                type: 'expr',
                question:
                  'Faktorkan $x^2 - 5x + 6$.\n' +
                  '*Jawaban berupa ekspresi dalam $x$; bentuk apa pun yang setara dinilai benar, misalnya (x-2)(x-3).*',
                answer: { expression: '(x-2)(x-3)', variables: 'x' },
                solution: 'Cari dua bilangan yang hasil kalinya $6$ dan jumlahnya $-5$: $-2$ dan $-3$.\nJadi $x^2 - 5x + 6 = (x - 2)(x - 3)$.',
                isPublic: true,
                tag: 'Aljabar, Pemfaktoran, Ekspresi',
              },
              {
                type: 'expr',
                question:
                  'Akar-akar persamaan $x^2 - (a + b)x + ab = 0$ adalah $a$ dan $b$. Nyatakan $\\frac{1}{a} + \\frac{1}{b}$ sebagai satu pecahan dalam $a$ dan $b$.\n' +
                  '*Contoh penulisan: (a+b)/(ab).*',
                answer: { expression: '(a+b)/(a*b)', variables: 'a, b' },
                solution: '$\\frac{1}{a} + \\frac{1}{b} = \\frac{b + a}{ab} = \\frac{a + b}{ab}$.',
                tag: 'Aljabar, Ekspresi',
              },
            ],
          },
          {
            name: 'Diskriminan',
            published: true,
            problems: [
              {
                type: 'mcq',
                question:
                  'Persamaan kuadrat $x^2 + 4x + m = 0$ mempunyai **dua akar real yang sama** (akar kembar). Nilai $m$ adalah ...',
                options: {
                  A: '$-4$',
                  B: '$0$',
                  C: '$2$',
                  D: '$4$',
                  E: '$8$',
                },
                answer: 'D',
                solution:
                  'Akar kembar terjadi jika diskriminan bernilai nol (lihat [teori_1]):\n' +
                  '$D = b^2 - 4ac = 4^2 - 4(1)(m) = 16 - 4m = 0$\n' +
                  'sehingga $m = 4$. Jawaban: **D**.',
                isPublic: true,
                tag: 'Persamaan Kuadrat, Diskriminan',
                theoryKeys: ['rumus-abc'],
              },
              {
                type: 'mck',
                question:
                  'Tentukan **jenis akar** dari setiap persamaan kuadrat berikut *tanpa* menyelesaikan persamaannya.',
                options: {
                  statement_1: '$x^2 - 6x + 9 = 0$',
                  statement_2: '$2x^2 + 3x + 5 = 0$',
                  statement_3: '$x^2 - x - 1 = 0$',
                  statement_4: '$4x^2 + 4x + 1 = 0$',
                },
                answerCategories: ['Dua akar real berbeda', 'Akar kembar', 'Tidak punya akar real'],
                answer: {
                  statement_1: 'Akar kembar',
                  statement_2: 'Tidak punya akar real',
                  statement_3: 'Dua akar real berbeda',
                  statement_4: 'Akar kembar',
                },
                solution:
                  'Hitung $D = b^2 - 4ac$ untuk tiap persamaan:\n' +
                  '1. $D = 36 - 36 = 0$: *akar kembar*.\n' +
                  '2. $D = 9 - 40 = -31 < 0$: *tidak punya akar real*.\n' +
                  '3. $D = 1 + 4 = 5 > 0$: *dua akar real berbeda*.\n' +
                  '4. $D = 16 - 16 = 0$: *akar kembar*.',
                tag: 'Persamaan Kuadrat, Diskriminan',
              },
              {
                type: 'mcma',
                question:
                  'Persamaan kuadrat $x^2 - 2x + k = 0$ mempunyai **dua akar real berbeda**. Pilih *semua* nilai $k$ yang mungkin.',
                options: {
                  A: '$-3$',
                  B: '$0$',
                  C: '$1$',
                  D: '$\\frac{1}{2}$',
                  E: '$2$',
                },
                answer: ['A', 'B', 'D'],
                solution:
                  'Syarat dua akar real berbeda: $D > 0$.\n' +
                  '$D = (-2)^2 - 4(1)(k) = 4 - 4k > 0 \\Rightarrow k < 1$.\n' +
                  'Nilai yang memenuhi adalah $-3$, $0$, dan $\\frac{1}{2}$. Jawaban: **A, B, dan D**.',
                tag: 'Persamaan Kuadrat, Diskriminan, Pertidaksamaan',
              },
              {
                type: 'input',
                question: 'Tentukan nilai **diskriminan** dari persamaan kuadrat $3x^2 - 5x - 2 = 0$.',
                answer: '49',
                solution:
                  '$D = b^2 - 4ac = (-5)^2 - 4(3)(-2) = 25 + 24 = 49$.\n' +
                  'Karena $49$ merupakan bilangan kuadrat sempurna, akar-akarnya *rasional*: $x = 2$ dan $x = -\\frac{1}{3}$.',
                isPublic: true,
                tag: 'Persamaan Kuadrat, Diskriminan',
              },
            ],
          },
        ],
      },
      {
        name: 'Eksponen dan Logaritma',
        published: true,
        subtopics: [
          {
            name: 'Sifat-sifat Eksponen',
            published: true,
            problems: [
              {
                type: 'input',
                question:
                  'Sederhanakan bentuk berikut dan tuliskan hasilnya sebagai **bilangan bulat**:\n$\\frac{2^5 \\times 4^3}{8^3}$',
                answer: '4',
                solution:
                  'Ubah semua ke basis $2$, lalu gunakan [teori_1]:\n' +
                  '$\\frac{2^5 \\times (2^2)^3}{(2^3)^3} = \\frac{2^5 \\times 2^6}{2^9} = 2^{5 + 6 - 9} = 2^2 = 4$.\n' +
                  'Jadi hasilnya **4**.',
                tag: 'Eksponen',
                theoryKeys: ['sifat-eksponen'],
              },
              {
                type: 'mcq',
                question: 'Nilai $x$ yang memenuhi persamaan $3^{2x - 1} = 27$ adalah ...',
                options: {
                  A: '$1$',
                  B: '$2$',
                  C: '$3$',
                  D: '$4$',
                  E: '$5$',
                },
                answer: 'B',
                solution:
                  '$27 = 3^3$, sehingga $3^{2x - 1} = 3^3$.\n' +
                  'Karena basisnya sama, $2x - 1 = 3$, maka $x = 2$. Jawaban: **B**.',
                tag: 'Eksponen, Persamaan Eksponen',
              },
              {
                type: 'mck',
                question: 'Tentukan apakah setiap pernyataan tentang **bilangan berpangkat** berikut *benar* atau *salah*.',
                options: {
                  statement_1: '$2^3 \\cdot 2^4 = 2^{12}$',
                  statement_2: '$(5^2)^3 = 5^6$',
                  statement_3: '$7^0 = 0$',
                  statement_4: '$4^{-2} = \\frac{1}{16}$',
                },
                answer: {
                  statement_1: 'Salah',
                  statement_2: 'Benar',
                  statement_3: 'Salah',
                  statement_4: 'Benar',
                },
                solution:
                  '1. $2^3 \\cdot 2^4 = 2^{3+4} = 2^7$, bukan $2^{12}$: **Salah**.\n' +
                  '2. $(5^2)^3 = 5^{2 \\cdot 3} = 5^6$: **Benar**.\n' +
                  '3. Setiap bilangan tak nol berpangkat nol bernilai $1$, jadi $7^0 = 1$: **Salah**.\n' +
                  '4. $4^{-2} = \\frac{1}{4^2} = \\frac{1}{16}$: **Benar**.',
                isPublic: true,
                tag: 'Eksponen',
              },
              {
                type: 'mcma',
                question: 'Pilih **semua** bentuk berikut yang nilainya sama dengan $16$.',
                options: {
                  A: '$2^4$',
                  B: '$4^{\\frac{3}{2}}$',
                  C: '$64^{\\frac{2}{3}}$',
                  D: '$\\left(\\frac{1}{2}\\right)^{-4}$',
                  E: '$8^{\\frac{1}{2}}$',
                },
                answer: ['A', 'C', 'D'],
                tag: 'Eksponen, Bentuk Akar',
              },
            ],
          },
          {
            name: 'Logaritma',
            published: true,
            problems: [
              {
                type: 'input',
                question: 'Hitung nilai dari $\\log_2 8 + \\log_3 81 - \\log_5 25$.',
                answer: '5',
                solution:
                  'Gunakan definisi logaritma pada [teori_1]:\n' +
                  '$\\log_2 8 = 3$ karena $2^3 = 8$\n' +
                  '$\\log_3 81 = 4$ karena $3^4 = 81$\n' +
                  '$\\log_5 25 = 2$ karena $5^2 = 25$\n' +
                  'Jadi nilainya $3 + 4 - 2 = 5$.',
                tag: 'Logaritma',
                theoryKeys: ['sifat-logaritma'],
              },
              {
                type: 'mcq',
                question: 'Jika $\\log 2 = 0{,}301$ dan $\\log 3 = 0{,}477$, maka nilai $\\log 12$ adalah ...',
                options: {
                  A: '$0{,}778$',
                  B: '$0{,}903$',
                  C: '$1{,}079$',
                  D: '$1{,}204$',
                  E: '$1{,}380$',
                },
                answer: 'C',
                solution:
                  '$\\log 12 = \\log (2^2 \\times 3) = 2\\log 2 + \\log 3$\n' +
                  '$= 2(0{,}301) + 0{,}477 = 0{,}602 + 0{,}477 = 1{,}079$.\n' +
                  'Jawaban: **C**.',
                tag: 'Logaritma',
              },
              {
                type: 'mck',
                question:
                  'Diketahui $a = \\log_2 32$ dan $b = \\log_3 \\frac{1}{9}$.\n' +
                  'Tentukan apakah setiap pernyataan berikut **benar** atau **salah**.',
                options: {
                  statement_1: '$a = 5$',
                  statement_2: '$b = 2$',
                  statement_3: '$a + b = 3$',
                  statement_4: '$a \\cdot b = -10$',
                },
                answer: {
                  statement_1: 'Benar',
                  statement_2: 'Salah',
                  statement_3: 'Benar',
                  statement_4: 'Benar',
                },
                tag: 'Logaritma',
              },
            ],
          },
        ],
      },
      {
        name: 'Barisan dan Deret',
        published: true,
        subtopics: [
          {
            name: 'Barisan dan Deret Aritmetika',
            published: true,
            problems: [
              {
                type: 'input',
                question:
                  'Suku ke-$3$ suatu barisan aritmetika adalah $11$ dan suku ke-$7$ adalah $23$. Tentukan **suku ke-20** barisan tersebut.',
                answer: '62',
                solution:
                  'Dari [teori_1], $U_3 = a + 2b = 11$ dan $U_7 = a + 6b = 23$.\n' +
                  'Kurangkan kedua persamaan: $4b = 12$, jadi $b = 3$ dan $a = 11 - 6 = 5$.\n' +
                  '$U_{20} = a + 19b = 5 + 19 \\times 3 = 62$.',
                isPublic: true,
                videoLink: 'https://youtu.be/aqz-KE-bpKQ',
                tag: 'Barisan Aritmetika',
                theoryKeys: ['barisan-aritmetika'],
              },
              {
                type: 'mcq',
                question: 'Jumlah $20$ suku pertama deret aritmetika $3 + 7 + 11 + 15 + \\ldots$ adalah ...',
                options: {
                  A: '$780$',
                  B: '$800$',
                  C: '$820$',
                  D: '$840$',
                  E: '$860$',
                },
                answer: 'C',
                solution:
                  'Deret ini memiliki suku pertama $a = 3$ dan beda $b = 4$.\n' +
                  '$S_{20} = \\frac{20}{2}(2 \\cdot 3 + 19 \\cdot 4) = 10(6 + 76) = 820$.\n' +
                  'Jawaban: **C**.',
                tag: 'Deret Aritmetika',
              },
              {
                type: 'mcma',
                question:
                  'Diketahui barisan aritmetika $2, 5, 8, 11, \\ldots$\nPilih **semua** bilangan berikut yang merupakan *suku* barisan tersebut.',
                options: {
                  A: '$32$',
                  B: '$45$',
                  C: '$59$',
                  D: '$70$',
                  E: '$101$',
                },
                answer: ['A', 'C', 'E'],
                solution:
                  'Rumus suku ke-$n$: $U_n = 2 + (n - 1) \\cdot 3 = 3n - 1$.\n' +
                  'Bilangan $m$ merupakan suku barisan jika $m + 1$ habis dibagi $3$:\n' +
                  '$32 + 1 = 33$ (ya), $45 + 1 = 46$ (bukan), $59 + 1 = 60$ (ya), $70 + 1 = 71$ (bukan), $101 + 1 = 102$ (ya).\n' +
                  'Jawaban: **A, C, dan E**.',
                tag: 'Barisan Aritmetika',
              },
              {
                type: 'mck',
                question:
                  'Pak Budi menabung di celengan setiap bulan. Pada bulan pertama ia menabung Rp50.000, dan setiap bulan ' +
                  'berikutnya ia menabung **Rp10.000 lebih banyak** daripada bulan sebelumnya, sehingga besar tabungan ' +
                  'bulanannya membentuk *barisan aritmetika*.\n' +
                  'Tentukan apakah setiap pernyataan berikut **benar** atau **salah**.',
                options: {
                  statement_1: 'Pada bulan ke-6 Pak Budi menabung Rp100.000.',
                  statement_2: 'Total tabungan selama 6 bulan pertama adalah Rp450.000.',
                  statement_3: 'Pada bulan ke-10 Pak Budi menabung Rp150.000.',
                  statement_4: 'Tabungan bulanan Pak Budi pertama kali melebihi Rp200.000 pada bulan ke-16.',
                },
                answer: {
                  statement_1: 'Benar',
                  statement_2: 'Benar',
                  statement_3: 'Salah',
                  statement_4: 'Salah',
                },
                solution:
                  'Dalam ribuan rupiah, $a = 50$ dan $b = 10$, sehingga $U_n = 50 + 10(n - 1)$.\n' +
                  '1. $U_6 = 50 + 50 = 100$, yaitu Rp100.000: **Benar**.\n' +
                  '2. $S_6 = \\frac{6}{2}(2 \\cdot 50 + 5 \\cdot 10) = 3 \\cdot 150 = 450$, yaitu Rp450.000: **Benar**.\n' +
                  '3. $U_{10} = 50 + 90 = 140$, yaitu Rp140.000: **Salah**.\n' +
                  '4. $U_n > 200 \\Rightarrow 10(n - 1) > 150 \\Rightarrow n > 16$. Pada bulan ke-16 tabungannya *tepat* ' +
                  'Rp200.000, jadi baru melebihi Rp200.000 pada bulan ke-17: **Salah**.',
                tag: 'Barisan Aritmetika, Soal Cerita',
              },
            ],
          },
          {
            // Unpublished on purpose: demonstrates a hidden subtopic inside a published topic.
            name: 'Barisan dan Deret Geometri',
            published: false,
            problems: [
              {
                type: 'input',
                question: 'Suku pertama suatu barisan geometri adalah $3$ dan rasionya $2$. Tentukan **suku ke-6**.',
                answer: '96',
                solution: '$U_n = ar^{n-1}$, sehingga $U_6 = 3 \\cdot 2^5 = 3 \\cdot 32 = 96$.',
                tag: 'Barisan Geometri',
              },
              {
                type: 'mcq',
                question: 'Jumlah tak hingga deret geometri $8 + 4 + 2 + 1 + \\ldots$ adalah ...',
                options: {
                  A: '$14$',
                  B: '$15$',
                  C: '$16$',
                  D: '$18$',
                  E: 'Tak hingga',
                },
                answer: 'C',
                solution:
                  'Deret dengan $a = 8$ dan $r = \\frac{1}{2}$ konvergen karena $|r| < 1$:\n' +
                  '$S_\\infty = \\frac{a}{1 - r} = \\frac{8}{1 - \\frac{1}{2}} = 16$. Jawaban: **C**.',
                tag: 'Deret Geometri Tak Hingga',
              },
            ],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // GEOMETRI
  // ---------------------------------------------------------------------------
  {
    name: 'Geometri',
    description: 'Segitiga, teorema Pythagoras, lingkaran, dan volume bangun ruang.',
    published: true,
    topics: [
      {
        name: 'Bangun Datar',
        published: true,
        subtopics: [
          {
            name: 'Segitiga dan Teorema Pythagoras',
            published: true,
            problems: [
              {
                type: 'input',
                question:
                  'Sebuah tangga sepanjang $13$ meter disandarkan pada tembok tegak. Jarak kaki tangga ke tembok adalah $5$ meter. ' +
                  'Berapa meter **tinggi** ujung atas tangga dari lantai?',
                answer: '12',
                solution:
                  'Tangga, tembok, dan lantai membentuk segitiga siku-siku dengan sisi miring $13$ m. Menurut [teori_1]:\n' +
                  '$t = \\sqrt{13^2 - 5^2} = \\sqrt{169 - 25} = \\sqrt{144} = 12$.\n' +
                  'Jadi tinggi ujung tangga adalah **12 meter**.',
                isPublic: true,
                tag: 'Teorema Pythagoras, Soal Cerita',
                theoryKeys: ['teorema-pythagoras'],
              },
              {
                type: 'mcq',
                question:
                  'Pada segitiga $ABC$ diketahui $\\angle A = 60^\\circ$ dan besar $\\angle B$ adalah **dua kali** besar $\\angle C$. ' +
                  'Besar $\\angle B$ adalah ...',
                options: {
                  A: '$40^\\circ$',
                  B: '$60^\\circ$',
                  C: '$70^\\circ$',
                  D: '$80^\\circ$',
                  E: '$90^\\circ$',
                },
                answer: 'D',
                solution:
                  'Berdasarkan [teori_1], $\\angle B + \\angle C = 180^\\circ - 60^\\circ = 120^\\circ$.\n' +
                  'Misalkan $\\angle C = y$, maka $\\angle B = 2y$ dan $3y = 120^\\circ$, sehingga $y = 40^\\circ$.\n' +
                  'Jadi $\\angle B = 80^\\circ$. Jawaban: **D**.',
                tag: 'Segitiga, Sudut',
                theoryKeys: ['jumlah-sudut-segitiga'],
              },
              {
                type: 'mcma',
                question: 'Pilih **semua** tripel berikut yang dapat menjadi panjang sisi-sisi sebuah *segitiga siku-siku*.',
                options: {
                  A: '$6, 8, 10$',
                  B: '$5, 12, 13$',
                  C: '$4, 5, 6$',
                  D: '$8, 15, 17$',
                  E: '$7, 10, 12$',
                },
                answer: ['A', 'B', 'D'],
                solution:
                  'Periksa apakah kuadrat sisi terpanjang sama dengan jumlah kuadrat dua sisi lainnya:\n' +
                  'A. $36 + 64 = 100 = 10^2$ (siku-siku)\n' +
                  'B. $25 + 144 = 169 = 13^2$ (siku-siku)\n' +
                  'C. $16 + 25 = 41 \\ne 36$ (bukan)\n' +
                  'D. $64 + 225 = 289 = 17^2$ (siku-siku)\n' +
                  'E. $49 + 100 = 149 \\ne 144$ (bukan)\n' +
                  'Jawaban: **A, B, dan D**.',
                tag: 'Teorema Pythagoras, Tripel Pythagoras',
              },
              {
                type: 'mck',
                question:
                  'Tentukan jenis setiap segitiga berikut berdasarkan **panjang sisi-sisinya** (dalam cm): *lancip*, *siku-siku*, atau *tumpul*.',
                options: {
                  statement_1: '$3, 4, 5$',
                  statement_2: '$4, 5, 6$',
                  statement_3: '$5, 7, 10$',
                  statement_4: '$8, 8, 8$',
                },
                answerCategories: ['Lancip', 'Siku-siku', 'Tumpul'],
                answer: {
                  statement_1: 'Siku-siku',
                  statement_2: 'Lancip',
                  statement_3: 'Tumpul',
                  statement_4: 'Lancip',
                },
                solution:
                  'Misalkan $c$ sisi terpanjang. Segitiga *siku-siku* jika $c^2 = a^2 + b^2$, *lancip* jika $c^2 < a^2 + b^2$, ' +
                  'dan *tumpul* jika $c^2 > a^2 + b^2$.\n' +
                  '1. $25 = 9 + 16$: siku-siku.\n' +
                  '2. $36 < 16 + 25 = 41$: lancip.\n' +
                  '3. $100 > 25 + 49 = 74$: tumpul.\n' +
                  '4. Segitiga sama sisi, semua sudutnya $60^\\circ$: lancip.',
                tag: 'Segitiga, Teorema Pythagoras',
              },
              {
                type: 'input',
                question:
                  'Perhatikan segitiga $PQR$ yang siku-siku di $Q$ dengan panjang $PQ = 15$ cm dan $QR = 20$ cm. ' +
                  'Titik $S$ terletak pada sisi miring $PR$ sedemikian sehingga $\\overline{QS}$ tegak lurus terhadap $\\overline{PR}$.\n' +
                  'Tentukan panjang $QS$ dalam cm.\n' +
                  '*Petunjuk: hitung luas segitiga dengan dua cara berbeda.*',
                answer: '12',
                solution:
                  '$PR = \\sqrt{15^2 + 20^2} = \\sqrt{625} = 25$ cm.\n' +
                  'Luas segitiga dapat dihitung dengan dua cara: $\\frac{1}{2} \\cdot PQ \\cdot QR = \\frac{1}{2} \\cdot PR \\cdot QS$, sehingga\n' +
                  '$QS = \\frac{15 \\times 20}{25} = 12$ cm.',
                tag: 'UTBK, Teorema Pythagoras, Luas Segitiga',
              },
            ],
          },
          {
            name: 'Lingkaran',
            published: true,
            problems: [
              {
                type: 'input',
                question:
                  'Sebuah taman berbentuk lingkaran memiliki diameter $14$ meter. Dengan $\\pi = \\frac{22}{7}$, ' +
                  'berapa meter persegi **luas** taman tersebut?',
                answer: '154',
                solution:
                  'Jari-jari $r = \\frac{14}{2} = 7$ m. Dengan [teori_1]:\n' +
                  '$L = \\frac{22}{7} \\times 7^2 = 22 \\times 7 = 154$ m$^2$.',
                isPublic: true,
                tag: 'Lingkaran, Luas',
                theoryKeys: ['luas-lingkaran'],
              },
              {
                type: 'mcq',
                question:
                  'Keliling sebuah lingkaran adalah $44$ cm. Dengan $\\pi = \\frac{22}{7}$, **luas** lingkaran tersebut adalah ...',
                options: {
                  A: '$77 \\text{ cm}^2$',
                  B: '$154 \\text{ cm}^2$',
                  C: '$308 \\text{ cm}^2$',
                  D: '$616 \\text{ cm}^2$',
                },
                answer: 'B',
                solution:
                  '$K = 2\\pi r = 44 \\Rightarrow r = \\frac{44}{2 \\cdot \\frac{22}{7}} = 7$ cm.\n' +
                  '$L = \\pi r^2 = \\frac{22}{7} \\times 49 = 154 \\text{ cm}^2$. Jawaban: **B**.',
                tag: 'Lingkaran, Keliling, Luas',
              },
              {
                type: 'mcma',
                question:
                  'Sebuah lingkaran memiliki luas $36\\pi \\text{ cm}^2$. Pilih **semua** pernyataan yang *benar* tentang lingkaran tersebut.',
                options: {
                  A: 'Jari-jarinya $6$ cm.',
                  B: 'Diameternya $18$ cm.',
                  C: 'Kelilingnya $12\\pi$ cm.',
                  D: 'Jika jari-jarinya digandakan, luasnya menjadi $72\\pi \\text{ cm}^2$.',
                },
                answer: ['A', 'C'],
                solution:
                  '$\\pi r^2 = 36\\pi \\Rightarrow r = 6$ cm, sehingga diameternya $12$ cm dan kelilingnya $2\\pi \\cdot 6 = 12\\pi$ cm.\n' +
                  'Jika jari-jari digandakan menjadi $12$ cm, luasnya $144\\pi \\text{ cm}^2$ (menjadi **empat kali** lipat, bukan dua kali).\n' +
                  'Jawaban: **A dan C**.',
                tag: 'Lingkaran',
              },
              {
                type: 'mck',
                question: 'Tentukan apakah setiap pernyataan tentang **lingkaran** berikut *benar* atau *salah*.',
                options: {
                  statement_1: 'Sudut keliling yang menghadap diameter besarnya $90^\\circ$.',
                  statement_2: 'Besar sudut pusat sama dengan besar sudut keliling yang menghadap busur yang sama.',
                  statement_3: 'Garis singgung lingkaran tegak lurus terhadap jari-jari di titik singgungnya.',
                },
                answer: {
                  statement_1: 'Benar',
                  statement_2: 'Salah',
                  statement_3: 'Benar',
                },
                tag: 'Lingkaran, Sudut Pusat, Garis Singgung',
              },
            ],
          },
        ],
      },
      {
        name: 'Bangun Ruang',
        published: true,
        subtopics: [
          {
            name: 'Volume Bangun Ruang',
            published: true,
            problems: [
              {
                type: 'input',
                question:
                  'Sebuah kolam renang berbentuk balok berukuran panjang $5$ m, lebar $3$ m, dan kedalaman $2$ m. ' +
                  'Berapa **meter kubik** air yang dibutuhkan untuk mengisi kolam hingga penuh?',
                answer: '30',
                solution: '$V = p \\times l \\times t = 5 \\times 3 \\times 2 = 30 \\text{ m}^3$.',
                tag: 'Bangun Ruang, Volume Balok',
              },
              {
                type: 'mcq',
                question:
                  'Sebuah tabung memiliki jari-jari alas $7$ cm dan tinggi $10$ cm. Dengan $\\pi = \\frac{22}{7}$, **volume** tabung adalah ...',
                options: {
                  A: '$770 \\text{ cm}^3$',
                  B: '$1.540 \\text{ cm}^3$',
                  C: '$3.080 \\text{ cm}^3$',
                  D: '$4.620 \\text{ cm}^3$',
                  E: '$15.400 \\text{ cm}^3$',
                },
                answer: 'B',
                solution:
                  '$V = \\pi r^2 t = \\frac{22}{7} \\times 7^2 \\times 10 = 22 \\times 7 \\times 10 = 1.540 \\text{ cm}^3$.\n' +
                  'Jawaban: **B**.',
                tag: 'Bangun Ruang, Volume Tabung',
              },
              {
                type: 'mcma',
                question: 'Sebuah kubus memiliki volume $64 \\text{ cm}^3$. Pilih **semua** pernyataan yang *benar*.',
                options: {
                  A: 'Panjang rusuknya $4$ cm.',
                  B: 'Luas permukaannya $96 \\text{ cm}^2$.',
                  C: 'Panjang diagonal sisinya $4\\sqrt{3}$ cm.',
                  D: 'Panjang diagonal ruangnya $4\\sqrt{3}$ cm.',
                },
                answer: ['A', 'B', 'D'],
                solution:
                  'Dari [teori_1], volume kubus $s^3 = 64$, sehingga rusuknya $s = 4$ cm.\n' +
                  'Luas permukaan $= 6s^2 = 6 \\times 16 = 96 \\text{ cm}^2$.\n' +
                  'Dengan [teori_2], diagonal sisi $= \\sqrt{4^2 + 4^2} = 4\\sqrt{2}$ cm dan diagonal ruang ' +
                  '$= \\sqrt{(4\\sqrt{2})^2 + 4^2} = \\sqrt{48} = 4\\sqrt{3}$ cm.\n' +
                  'Jawaban: **A, B, dan D**.',
                tag: 'Bangun Ruang, Kubus',
                theoryKeys: ['volume-bangun-ruang', 'teorema-pythagoras'],
              },
              {
                type: 'mck',
                question:
                  'Bandingkan kuantitas $P$ dan $Q$ pada setiap baris berikut (semua ukuran dalam cm, volume dalam cm$^3$).',
                options: {
                  statement_1: '$P$ = volume kubus dengan rusuk $3$; $Q$ = volume balok berukuran $2 \\times 3 \\times 4$.',
                  statement_2:
                    '$P$ = volume kerucut dengan jari-jari $3$ dan tinggi $4$; $Q$ = volume tabung dengan jari-jari $3$ dan tinggi $\\frac{4}{3}$.',
                  statement_3:
                    '$P$ = volume tabung dengan jari-jari $2$ dan tinggi $5$; $Q$ = volume tabung dengan jari-jari $5$ dan tinggi $2$.',
                },
                answerCategories: ['P > Q', 'P < Q', 'P = Q'],
                answer: {
                  statement_1: 'P > Q',
                  statement_2: 'P = Q',
                  statement_3: 'P < Q',
                },
                solution:
                  '1. $P = 3^3 = 27$ dan $Q = 2 \\times 3 \\times 4 = 24$, jadi $P > Q$.\n' +
                  '2. $P = \\frac{1}{3}\\pi \\cdot 3^2 \\cdot 4 = 12\\pi$ dan $Q = \\pi \\cdot 3^2 \\cdot \\frac{4}{3} = 12\\pi$, jadi $P = Q$.\n' +
                  '3. $P = \\pi \\cdot 2^2 \\cdot 5 = 20\\pi$ dan $Q = \\pi \\cdot 5^2 \\cdot 2 = 50\\pi$, jadi $P < Q$.',
                tag: 'Bangun Ruang, Volume, Perbandingan',
              },
            ],
          },
        ],
      },
      {
        // Unpublished on purpose: demonstrates a hidden topic inside a published category.
        name: 'Transformasi Geometri',
        published: false,
        subtopics: [
          {
            name: 'Translasi dan Refleksi',
            published: true,
            problems: [
              {
                type: 'input',
                question:
                  'Titik $A(3, -2)$ dicerminkan terhadap **sumbu-$x$**. Tentukan *ordinat* (koordinat $y$) bayangannya.',
                answer: '2',
                solution: 'Pencerminan terhadap sumbu-$x$: $(x, y) \\mapsto (x, -y)$, sehingga $A\'(3, 2)$. Ordinatnya $2$.',
                tag: 'Transformasi, Refleksi',
              },
              {
                type: 'mcq',
                question: 'Bayangan titik $(2, 5)$ oleh translasi $T = (3, -1)$ adalah ...',
                options: {
                  A: '$(5, 4)$',
                  B: '$(-1, 6)$',
                  C: '$(5, 6)$',
                  D: '$(6, -5)$',
                },
                answer: 'A',
                tag: 'Transformasi, Translasi',
              },
            ],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // STATISTIKA DAN PELUANG
  // ---------------------------------------------------------------------------
  {
    name: 'Statistika dan Peluang',
    description: 'Ukuran pemusatan data, kaidah pencacahan, dan peluang kejadian.',
    published: true,
    topics: [
      {
        name: 'Statistika',
        published: true,
        subtopics: [
          {
            name: 'Ukuran Pemusatan Data',
            published: true,
            problems: [
              {
                type: 'input',
                question: 'Diketahui data nilai ulangan: $7, 8, 6, 9, 8, 7, 8, 5$.\nTentukan **modus** data tersebut.',
                answer: '8',
                solution:
                  'Frekuensi tiap nilai: $5$ (1 kali), $6$ (1 kali), $7$ (2 kali), $8$ (3 kali), $9$ (1 kali).\n' +
                  'Nilai yang paling sering muncul adalah **8**.',
                tag: 'Statistika, Modus',
              },
              {
                type: 'mcq',
                question:
                  'Rata-rata nilai $5$ siswa adalah $72$. Setelah nilai seorang siswa baru ditambahkan, rata-ratanya menjadi $75$. ' +
                  'Nilai siswa baru tersebut adalah ...',
                options: {
                  A: '$78$',
                  B: '$80$',
                  C: '$85$',
                  D: '$90$',
                  E: '$95$',
                },
                answer: 'D',
                solution:
                  'Dari [teori_1], jumlah data $=$ rata-rata $\\times$ banyak data.\n' +
                  'Jumlah nilai $5$ siswa: $5 \\times 72 = 360$.\n' +
                  'Jumlah nilai $6$ siswa: $6 \\times 75 = 450$.\n' +
                  'Nilai siswa baru: $450 - 360 = 90$. Jawaban: **D**.',
                isPublic: true,
                tag: 'UTBK, Statistika, Rata-rata',
                theoryKeys: ['mean-median-modus'],
              },
              {
                type: 'mcma',
                question: 'Diberikan data: $4, 6, 6, 7, 9, 10$.\nPilih **semua** pernyataan yang *benar*.',
                options: {
                  A: 'Rata-ratanya $7$.',
                  B: 'Mediannya $6{,}5$.',
                  C: 'Modusnya $7$.',
                  D: 'Jangkauannya $5$.',
                  E: 'Modusnya $6$.',
                },
                answer: ['A', 'B', 'E'],
                solution:
                  'Data sudah terurut dengan $n = 6$.\n' +
                  'Rata-rata: $\\frac{4 + 6 + 6 + 7 + 9 + 10}{6} = \\frac{42}{6} = 7$.\n' +
                  'Median: $\\frac{6 + 7}{2} = 6{,}5$.\n' +
                  'Modus: $6$ (muncul dua kali).\n' +
                  'Jangkauan: $10 - 4 = 6$.\n' +
                  'Jawaban: **A, B, dan E**.',
                tag: 'Statistika, Mean, Median, Modus',
              },
              {
                type: 'mck',
                question:
                  'Untuk sekumpulan data bilangan real (paling sedikit dua data), tentukan apakah setiap pernyataan berikut ' +
                  '**selalu**, **kadang-kadang**, atau **tidak pernah** benar.',
                options: {
                  statement_1: 'Jika setiap data ditambah $5$, rata-ratanya juga bertambah $5$.',
                  statement_2: 'Median data sama dengan rata-ratanya.',
                  statement_3: 'Rata-rata data lebih besar daripada data terbesar.',
                  statement_4: 'Data tersebut memiliki tepat satu modus.',
                },
                answerCategories: ['Selalu', 'Kadang-kadang', 'Tidak Pernah'],
                answer: {
                  statement_1: 'Selalu',
                  statement_2: 'Kadang-kadang',
                  statement_3: 'Tidak Pernah',
                  statement_4: 'Kadang-kadang',
                },
                solution:
                  '1. Menambah setiap data dengan $5$ menambah jumlah data sebesar $5n$, sehingga rata-rata bertambah tepat $5$: **selalu**.\n' +
                  '2. Data $1, 2, 3$ memiliki median dan rata-rata $2$, tetapi data $1, 2, 9$ memiliki median $2$ dan rata-rata $4$: **kadang-kadang**.\n' +
                  '3. Rata-rata tidak mungkin melebihi data terbesar: **tidak pernah**.\n' +
                  '4. Data $1, 2, 2$ memiliki tepat satu modus, sedangkan data $1, 1, 2, 2$ memiliki dua modus: **kadang-kadang**.',
                tag: 'Statistika, Penalaran',
              },
              {
                type: 'input',
                question:
                  'Data berikut menunjukkan banyak buku yang dibaca oleh $20$ siswa kelas XI dalam satu bulan:\n' +
                  '$1$ buku: $4$ siswa\n' +
                  '$2$ buku: $7$ siswa\n' +
                  '$3$ buku: $6$ siswa\n' +
                  '$4$ buku: $3$ siswa\n' +
                  'Tentukan **median** banyak buku yang dibaca siswa.',
                answer: '2',
                tag: 'Statistika, Median, Data Tunggal',
              },
            ],
          },
        ],
      },
      {
        name: 'Peluang',
        published: true,
        subtopics: [
          {
            name: 'Kaidah Pencacahan',
            published: true,
            problems: [
              {
                type: 'input',
                question:
                  'Dari $8$ siswa akan dipilih $3$ orang untuk mewakili sekolah dalam lomba cerdas cermat. ' +
                  'Ada berapa **cara pemilihan** yang mungkin?',
                answer: '56',
                solution:
                  'Urutan tidak diperhatikan, jadi gunakan kombinasi ([teori_1]):\n' +
                  '$C(8, 3) = \\frac{8!}{3! \\cdot 5!} = \\frac{8 \\times 7 \\times 6}{3 \\times 2 \\times 1} = 56$ cara.',
                isPublic: true,
                tag: 'Kombinasi, Kaidah Pencacahan',
                theoryKeys: ['kombinasi'],
              },
              {
                type: 'mcq',
                question: 'Banyak susunan huruf berbeda yang dapat dibentuk dari semua huruf pada kata **KATA** adalah ...',
                options: {
                  A: '$4$',
                  B: '$6$',
                  C: '$12$',
                  D: '$18$',
                  E: '$24$',
                },
                answer: 'C',
                solution:
                  'Kata **KATA** terdiri atas $4$ huruf dengan huruf *A* muncul $2$ kali. ' +
                  'Banyak susunan (permutasi dengan unsur yang sama):\n' +
                  '$\\frac{4!}{2!} = \\frac{24}{2} = 12$. Jawaban: **C**.',
                tag: 'Permutasi, Kaidah Pencacahan',
              },
              {
                type: 'mcma',
                question: 'Pilih **semua** pilihan berikut yang nilainya sama dengan $C(6, 2)$.',
                options: {
                  A: '$C(6, 4)$',
                  B: '$\\frac{6 \\times 5}{2}$',
                  C: '$P(6, 2)$',
                  D: 'Banyak jabat tangan jika $6$ orang saling berjabat tangan tepat satu kali',
                  E: '$6 \\times 2$',
                },
                answer: ['A', 'B', 'D'],
                solution:
                  '$C(6, 2) = \\frac{6!}{2! \\cdot 4!} = 15$.\n' +
                  'A. $C(6, 4) = C(6, 2) = 15$ (sama)\n' +
                  'B. $\\frac{6 \\times 5}{2} = 15$ (sama)\n' +
                  'C. $P(6, 2) = 6 \\times 5 = 30$ (berbeda)\n' +
                  'D. Setiap jabat tangan melibatkan $2$ dari $6$ orang, jadi banyaknya $C(6, 2) = 15$ (sama)\n' +
                  'E. $6 \\times 2 = 12$ (berbeda)\n' +
                  'Jawaban: **A, B, dan D**.',
                tag: 'Kombinasi, Permutasi',
              },
            ],
          },
          {
            name: 'Peluang Kejadian',
            published: true,
            problems: [
              {
                type: 'input',
                question:
                  'Dua buah dadu dilempar bersamaan satu kali. Tentukan **peluang** muncul mata dadu berjumlah $7$.\n' +
                  '*Tuliskan jawaban sebagai pecahan, misalnya 2/5.*',
                answer: '1/6',
                solution:
                  'Ruang sampel $n(S) = 6 \\times 6 = 36$.\n' +
                  'Pasangan berjumlah $7$: $(1,6), (2,5), (3,4), (4,3), (5,2), (6,1)$, jadi $n(A) = 6$.\n' +
                  '$P(A) = \\frac{6}{36} = \\frac{1}{6}$.',
                isPublic: true,
                tag: 'Peluang, Dadu',
              },
              {
                type: 'mcq',
                question:
                  'Sebuah kantong berisi $5$ kelereng merah, $3$ kelereng biru, dan $2$ kelereng hijau. ' +
                  'Diambil $2$ kelereng sekaligus secara acak. Peluang terambil **keduanya merah** adalah ...',
                options: {
                  A: '$\\frac{1}{4}$',
                  B: '$\\frac{2}{9}$',
                  C: '$\\frac{1}{9}$',
                  D: '$\\frac{1}{2}$',
                  E: '$\\frac{4}{9}$',
                },
                answer: 'B',
                solution:
                  'Dengan [teori_2], banyak cara mengambil $2$ dari $10$ kelereng: $n(S) = C(10, 2) = 45$.\n' +
                  'Banyak cara mengambil $2$ kelereng merah dari $5$: $n(A) = C(5, 2) = 10$.\n' +
                  'Menurut [teori_1], $P(A) = \\frac{10}{45} = \\frac{2}{9}$. Jawaban: **B**.',
                videoLink: 'https://youtu.be/jNQXAC9IVRw',
                tag: 'UTBK, Peluang, Kombinasi',
                theoryKeys: ['peluang-kejadian', 'kombinasi'],
              },
              {
                type: 'mck',
                question:
                  'Sebuah koin dilempar $3$ kali. Misalkan *A* menyatakan sisi angka dan *G* menyatakan sisi gambar.\n' +
                  'Tentukan apakah setiap pernyataan berikut **benar** atau **salah**.',
                options: {
                  statement_1: 'Banyak anggota ruang sampelnya adalah $8$.',
                  statement_2: 'Peluang muncul tepat dua angka adalah $\\frac{3}{8}$.',
                  statement_3: 'Peluang muncul paling sedikit satu gambar adalah $\\frac{1}{8}$.',
                  statement_4: 'Peluang muncul tiga angka sama dengan peluang muncul tiga gambar.',
                },
                answer: {
                  statement_1: 'Benar',
                  statement_2: 'Benar',
                  statement_3: 'Salah',
                  statement_4: 'Benar',
                },
                solution:
                  '$S = \\{AAA, AAG, AGA, GAA, AGG, GAG, GGA, GGG\\}$, jadi $n(S) = 2^3 = 8$.\n' +
                  '1. **Benar**.\n' +
                  '2. Tepat dua angka: $AAG$, $AGA$, $GAA$, sehingga peluangnya $\\frac{3}{8}$: **Benar**.\n' +
                  '3. "Paling sedikit satu gambar" adalah komplemen dari $AAA$, sehingga peluangnya $1 - \\frac{1}{8} = \\frac{7}{8}$: **Salah**.\n' +
                  '4. Keduanya bernilai $\\frac{1}{8}$: **Benar**.',
                tag: 'Peluang, Ruang Sampel, Komplemen',
              },
              {
                type: 'mcma',
                question: 'Sebuah dadu dilempar sekali. Pilih **semua** kejadian yang peluangnya tepat $\\frac{1}{2}$.',
                options: {
                  A: 'Muncul mata dadu genap',
                  B: 'Muncul mata dadu bilangan prima',
                  C: 'Muncul mata dadu kurang dari $3$',
                  D: 'Muncul mata dadu lebih dari $4$',
                  E: 'Muncul mata dadu faktor dari $6$',
                },
                answer: ['A', 'B'],
                tag: 'Peluang, Dadu',
              },
            ],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // PENALARAN KUANTITATIF (UTBK)
  // ---------------------------------------------------------------------------
  {
    name: 'Penalaran Kuantitatif (UTBK)',
    description: 'Latihan soal bergaya UTBK: perbandingan kuantitas P dan Q serta kecukupan data.',
    published: true,
    topics: [
      {
        name: 'Perbandingan Kuantitas',
        published: true,
        subtopics: [
          {
            name: 'Soal P dan Q',
            published: true,
            problems: [
              {
                type: 'mcq',
                question:
                  'Diketahui $x$ adalah bilangan real yang memenuhi persamaan $x^2 - 5x + 6 = 0$.\n' +
                  '**P** = $x$\n' +
                  '**Q** = $2$\n' +
                  PQ_PROMPT,
                options: { ...PQ_OPTIONS },
                answer: 'D',
                solution:
                  '$x^2 - 5x + 6 = (x - 2)(x - 3) = 0$, sehingga $x = 2$ atau $x = 3$.\n' +
                  'Jika $x = 2$ maka $P = Q$, tetapi jika $x = 3$ maka $P > Q$.\n' +
                  'Karena hubungannya *tidak dapat dipastikan*, jawabannya **D**.',
                tag: 'UTBK, P-Q, Persamaan Kuadrat',
              },
              {
                type: 'mcq',
                question: 'Diketahui:\n**P** = $2^{30}$\n**Q** = $3^{20}$\n' + PQ_PROMPT,
                options: { ...PQ_OPTIONS },
                answer: 'B',
                solution:
                  'Dengan [teori_1], yaitu $(a^m)^n = a^{mn}$:\n' +
                  '$P = 2^{30} = (2^3)^{10} = 8^{10}$ dan $Q = 3^{20} = (3^2)^{10} = 9^{10}$.\n' +
                  'Karena $8 < 9$, maka $8^{10} < 9^{10}$, jadi $P < Q$. Jawaban: **B**.',
                isPublic: true,
                tag: 'UTBK, P-Q, Eksponen',
                theoryKeys: ['sifat-eksponen'],
              },
              {
                type: 'mcq',
                question:
                  'Diketahui:\n' +
                  '**P** = rata-rata dari bilangan $1, 2, 3, \\ldots, 99$\n' +
                  '**Q** = median dari bilangan $1, 2, 3, \\ldots, 99$\n' +
                  PQ_PROMPT,
                options: { ...PQ_OPTIONS },
                answer: 'C',
                solution:
                  '$1 + 2 + \\ldots + 99 = \\frac{99 \\times 100}{2} = 4950$, sehingga $P = \\frac{4950}{99} = 50$.\n' +
                  'Median dari $99$ data terurut adalah data ke-$50$, yaitu $Q = 50$.\n' +
                  'Jadi $P = Q$. Jawaban: **C**.',
                tag: 'UTBK, P-Q, Statistika',
              },
              {
                type: 'mcq',
                question: 'Diketahui:\n**P** = $\\frac{7}{9}$\n**Q** = $0{,}77$\n' + PQ_PROMPT,
                options: { ...PQ_OPTIONS },
                answer: 'A',
                solution:
                  '$\\frac{7}{9} = 0{,}777\\ldots$, sedangkan $0{,}77 = 0{,}770$.\n' +
                  'Karena $0{,}777\\ldots > 0{,}770$, maka $P > Q$. Jawaban: **A**.',
                tag: 'UTBK, P-Q, Pecahan dan Desimal',
              },
            ],
          },
        ],
      },
      {
        name: 'Kecukupan Data',
        published: true,
        subtopics: [
          {
            name: 'Soal Kecukupan Data',
            published: true,
            problems: [
              {
                type: 'mcq',
                question:
                  'Berapakah nilai $x + y$?\n' +
                  '(1) $2x + 2y = 18$\n' +
                  '(2) $x - y = 3$\n' +
                  '*Putuskan apakah pernyataan (1) dan (2) cukup untuk menjawab pertanyaan.*',
                options: { ...DS_OPTIONS },
                answer: 'A',
                solution:
                  '(1) $2(x + y) = 18 \\Rightarrow x + y = 9$: **cukup**.\n' +
                  '(2) $x - y = 3$ hanya memberi selisih; misalnya $(x, y) = (3, 0)$ dan $(5, 2)$ memberi jumlah berbeda: **tidak cukup**.\n' +
                  'Jawaban: **A**.',
                isPublic: true,
                tag: 'UTBK, DS, Sistem Persamaan Linear',
              },
              {
                type: 'mcq',
                question:
                  'Berapakah nilai bilangan real $a$?\n' +
                  '(1) $a^2 = 25$\n' +
                  '(2) $a^3 = -125$\n' +
                  '*Putuskan apakah pernyataan (1) dan (2) cukup untuk menjawab pertanyaan.*',
                options: { ...DS_OPTIONS },
                answer: 'B',
                solution:
                  '(1) $a^2 = 25$ memberi $a = 5$ atau $a = -5$: **tidak cukup**.\n' +
                  '(2) $a^3 = -125$ memberi tepat satu nilai real, yaitu $a = -5$: **cukup**.\n' +
                  'Jawaban: **B**.',
                tag: 'UTBK, DS, Eksponen',
              },
              {
                type: 'mcq',
                question:
                  'Berapakah **luas** persegi panjang $ABCD$?\n' +
                  '(1) Keliling $ABCD$ adalah $28$ cm.\n' +
                  '(2) Panjang diagonal $AC$ adalah $10$ cm.\n' +
                  '*Putuskan apakah pernyataan (1) dan (2) cukup untuk menjawab pertanyaan.*',
                options: { ...DS_OPTIONS },
                answer: 'C',
                solution:
                  'Misalkan panjang $p$ dan lebar $l$.\n' +
                  '(1) $p + l = 14$, tetapi luasnya bisa $7 \\times 7 = 49$ atau $10 \\times 4 = 40$: **tidak cukup**.\n' +
                  '(2) Dengan [teori_1], $p^2 + l^2 = 100$, tetapi $(6, 8)$ memberi luas $48$ sedangkan $(\\sqrt{50}, \\sqrt{50})$ memberi luas $50$: **tidak cukup**.\n' +
                  'Bersama-sama: $(p + l)^2 = p^2 + l^2 + 2pl \\Rightarrow 196 = 100 + 2pl \\Rightarrow pl = 48$ cm$^2$: **cukup**.\n' +
                  'Jawaban: **C**.',
                tag: 'UTBK, DS, Geometri',
                theoryKeys: ['teorema-pythagoras'],
              },
              {
                type: 'mcq',
                question:
                  'Berapakah **rata-rata** nilai ujian empat siswa, yaitu Ani, Budi, Citra, dan Dedi?\n' +
                  '(1) Jumlah nilai keempat siswa adalah $320$.\n' +
                  '(2) Nilai Ani, Budi, Citra, dan Dedi berturut-turut adalah $75$, $80$, $85$, dan $80$.\n' +
                  '*Putuskan apakah pernyataan (1) dan (2) cukup untuk menjawab pertanyaan.*',
                options: { ...DS_OPTIONS },
                answer: 'D',
                tag: 'UTBK, DS, Statistika',
              },
            ],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // LIST TEORI (hidden; holds the theories linked from solutions)
  // ---------------------------------------------------------------------------
  {
    name: THEORY_CATEGORY_NAME,
    description:
      'Kumpulan teori (rumus dan konsep) yang dirujuk oleh pembahasan soal melalui penanda seperti [teori_1]. ' +
      'Kategori ini tidak dipublikasikan dan tidak berisi soal.',
    published: false,
    topics: [
      {
        name: 'Teori Aljabar',
        published: true,
        subtopics: [
          {
            name: 'Persamaan, Eksponen, dan Barisan',
            published: true,
            theories: [
              {
                key: 'rumus-abc',
                content:
                  'Akar-akar persamaan kuadrat $ax^2 + bx + c = 0$ dengan $a \\ne 0$ adalah $x_{1,2} = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$. ' +
                  'Nilai $D = b^2 - 4ac$ disebut **diskriminan**: $D > 0$ dua akar real berbeda, $D = 0$ akar kembar, $D < 0$ tidak ada akar real.',
              },
              {
                key: 'jumlah-hasil-kali-akar',
                content:
                  'Jika $x_1$ dan $x_2$ akar-akar $ax^2 + bx + c = 0$, maka $x_1 + x_2 = -\\frac{b}{a}$ dan $x_1 x_2 = \\frac{c}{a}$.',
              },
              {
                key: 'sifat-eksponen',
                content:
                  'Untuk $a \\ne 0$: $a^m \\cdot a^n = a^{m+n}$, $\\frac{a^m}{a^n} = a^{m-n}$, $(a^m)^n = a^{mn}$, $a^0 = 1$, dan $a^{-n} = \\frac{1}{a^n}$.',
              },
              {
                key: 'sifat-logaritma',
                content:
                  '$\\log_a b = c$ jika dan hanya jika $a^c = b$ (dengan $a > 0$, $a \\ne 1$, $b > 0$). ' +
                  'Sifat: $\\log_a (bc) = \\log_a b + \\log_a c$ dan $\\log_a b^n = n \\log_a b$.',
              },
              {
                key: 'barisan-aritmetika',
                content:
                  'Suku ke-$n$ barisan aritmetika adalah $U_n = a + (n - 1)b$ dan jumlah $n$ suku pertamanya $S_n = \\frac{n}{2}(2a + (n - 1)b)$.',
              },
            ],
            problems: [],
          },
        ],
      },
      {
        name: 'Teori Geometri',
        published: true,
        subtopics: [
          {
            name: 'Bangun Datar dan Bangun Ruang',
            published: true,
            theories: [
              {
                key: 'teorema-pythagoras',
                content:
                  'Pada segitiga siku-siku dengan sisi siku-siku $a$ dan $b$ serta sisi miring $c$ berlaku $a^2 + b^2 = c^2$.',
              },
              {
                key: 'jumlah-sudut-segitiga',
                content:
                  'Jumlah besar ketiga sudut dalam segitiga adalah $180^\\circ$, yaitu $\\angle A + \\angle B + \\angle C = 180^\\circ$.',
              },
              {
                key: 'luas-lingkaran',
                content: 'Lingkaran berjari-jari $r$ memiliki luas $L = \\pi r^2$ dan keliling $K = 2\\pi r$.',
              },
              {
                key: 'volume-bangun-ruang',
                content:
                  'Volume kubus $V = s^3$, balok $V = p \\times l \\times t$, tabung $V = \\pi r^2 t$, dan kerucut $V = \\frac{1}{3}\\pi r^2 t$.',
              },
            ],
            problems: [],
          },
        ],
      },
      {
        name: 'Teori Statistika dan Peluang',
        published: true,
        subtopics: [
          {
            name: 'Statistika',
            published: true,
            theories: [
              {
                key: 'mean-median-modus',
                content:
                  'Rata-rata (mean) $\\bar{x} = \\frac{x_1 + x_2 + \\ldots + x_n}{n}$; **median** adalah nilai tengah data terurut; ' +
                  '**modus** adalah nilai yang paling sering muncul.',
              },
            ],
            problems: [],
          },
          {
            name: 'Peluang',
            published: true,
            theories: [
              {
                key: 'peluang-kejadian',
                content:
                  'Peluang kejadian $A$ adalah $P(A) = \\frac{n(A)}{n(S)}$ dengan $0 \\le P(A) \\le 1$. Peluang komplemennya $P(A^c) = 1 - P(A)$.',
              },
              {
                key: 'kombinasi',
                content:
                  'Banyak cara memilih $r$ objek dari $n$ objek tanpa memperhatikan urutan adalah $C(n, r) = \\frac{n!}{r!(n - r)!}$.',
              },
            ],
            problems: [],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // KALKULUS (hidden; proves that unpublished categories stay hidden)
  // ---------------------------------------------------------------------------
  {
    name: 'Kalkulus (Segera Hadir)',
    description: 'Materi turunan dan integral yang sedang disiapkan. Belum dipublikasikan.',
    published: false,
    topics: [
      {
        name: 'Turunan',
        published: true,
        subtopics: [
          {
            name: 'Turunan Fungsi Aljabar',
            published: true,
            problems: [
              {
                type: 'input',
                question: "Jika $f(x) = 3x^2 - 4x + 1$, tentukan nilai $f'(2)$.",
                answer: '8',
                solution: "$f'(x) = 6x - 4$, sehingga $f'(2) = 12 - 4 = 8$.",
                tag: 'Kalkulus, Turunan',
              },
              {
                type: 'mcq',
                question: 'Turunan pertama dari $f(x) = x^3 - 2x + 5$ adalah ...',
                options: {
                  A: '$3x^2 - 2$',
                  B: '$3x^2 - 2x$',
                  C: '$x^2 - 2$',
                  D: '$3x^2 + 5$',
                  E: '$3x - 2$',
                },
                answer: 'A',
                solution: "Dengan aturan $\\frac{d}{dx}x^n = nx^{n-1}$: $f'(x) = 3x^2 - 2$. Jawaban: **A**.",
                tag: 'Kalkulus, Turunan',
              },
            ],
          },
        ],
      },
    ],
  },
];
