import { PROBLEM_IN_TRYOUT_ERROR_MESSAGES } from '../../../core/problem-in-tryout';
import { REVIEW_ERROR_MESSAGES } from '../../../core/reviews';
import { registerErrorMessages } from '../../lib/error-messages';

// Loaded with the review page ('Ulang Soal', issue 34), the only one that asks for a review.
registerErrorMessages({ ...REVIEW_ERROR_MESSAGES, ...PROBLEM_IN_TRYOUT_ERROR_MESSAGES });
