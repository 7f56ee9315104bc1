// The problem form's limits and the message codes its issues carry, with the Indonesian text the
// form shows beside each field (core/problem-editor.ts builds the schemas from them).

export const QUESTION_TEXT_MAX_LENGTH = 20_000;
export const SOLUTION_TEXT_MAX_LENGTH = 50_000;
export const TAG_MAX_LENGTH = 300;
export const VIDEO_LINK_MAX_LENGTH = 500;
export const MAX_LINKED_THEORIES = 20;
export const MAX_ANSWER_CATEGORIES = 20;

// Message codes in issues, with the Indonesian text the form shows beside the field.
export const PROBLEM_FIELD_MESSAGES = {
  required: 'Wajib diisi.',
  too_long: 'Teks terlalu panjang.',
  invalid_code: 'Kode tidak valid.',
  video_not_youtube: 'Link video harus link YouTube (watch, youtu.be, embed, v/, atau shorts).',
  options_not_in_order: 'Kunci opsi harus berurutan: A, B, C, ...',
  statements_not_in_order: 'Kunci pernyataan harus berurutan: statement_1, statement_2, ...',
  at_least_two_options: 'Minimal harus ada 2 opsi.',
  too_many_options: 'Terlalu banyak opsi.',
  at_least_one_statement: 'Minimal harus ada 1 pernyataan.',
  answer_not_an_option: 'Jawaban harus salah satu kunci opsi.',
  no_correct_option: 'Pilih minimal satu jawaban benar.',
  statement_without_category: 'Pilih kategori jawaban untuk pernyataan ini.',
  unknown_category: 'Kategori ini tidak ada di daftar kategori jawaban.',
  unknown_statement: 'Pernyataan ini tidak ada.',
  too_few_answer_categories: 'Minimal harus ada 2 kategori jawaban.',
  too_many_answer_categories: 'Terlalu banyak kategori jawaban.',
  duplicate_category: 'Kategori jawaban tidak boleh sama.',
  duplicate_theory: 'Teori yang sama dipilih dua kali.',
  too_many_theories: `Maksimal ${MAX_LINKED_THEORIES} teori.`,
  unknown_subtopic: 'Subtopik tidak ditemukan.',
  theory_subtopic: "Subtopik di kategori 'List Teori' hanya berisi teori, bukan soal.",
  unknown_theory: 'Teori tidak ditemukan.',
  answer_not_a_number: 'Jawaban harus berupa angka, misalnya 2,5 atau 5/2.',
  too_many_hints: 'Maksimal 3 petunjuk.',
  invalid_tolerance: 'Toleransi harus berupa angka desimal 0 atau lebih, misalnya 0,01.',
  invalid_variables: 'Tulis variabel sebagai huruf tunggal dipisah koma, misalnya x atau x, y (paling banyak 6).',
  expression_invalid: 'Ekspresi tidak valid: periksa penulisannya dan pakai hanya variabel yang dinyatakan.',
  expression_undefined: 'Ekspresi ini tidak bernilai untuk hampir semua nilai variabel (misalnya pembagian dengan nol).',
} as const;
export type ProblemFieldMessageCode = keyof typeof PROBLEM_FIELD_MESSAGES;

// Falls back to a generic text for zod's own issues (a wrong type from a broken client).
export function problemFieldMessage(code: string): string {
  return (PROBLEM_FIELD_MESSAGES as Record<string, string>)[code] ?? 'Isian tidak valid.';
}
