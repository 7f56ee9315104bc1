import { TRYOUT_SITTING_ERROR_MESSAGES } from '../../../core/tryout-sitting';
import { registerErrorMessages } from '../../lib/error-messages';

// The tryouts API's refusals (issue 36), registered with the tryout pages.
registerErrorMessages(TRYOUT_SITTING_ERROR_MESSAGES);
