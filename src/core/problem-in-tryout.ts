// What the practice page, the check and the review say of a problem a tryout keeps out of practice
// (tryout-state.ts, keepsProblemsOutOfPractice; decision 068), by the server's error code. Loaded
// only with the pages that can meet it, not with every learner page.
export const PROBLEM_IN_TRYOUT_MESSAGE =
  'Soal ini sedang dipakai dalam tryout. Soal dan pembahasannya bisa dibuka lagi setelah nilai akhir tryout diumumkan.';

export const PROBLEM_IN_TRYOUT_ERROR_MESSAGES = { 'practice.problem_in_tryout': PROBLEM_IN_TRYOUT_MESSAGE };
