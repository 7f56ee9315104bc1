import { PUPIL_ERROR_MESSAGES } from '../../../../core/pupil-messages';
import { registerErrorMessages } from '../../../lib/error-messages';
import '../class-error-messages';

// The pupil routes' refusals (issue 51.3), registered with their pages.
registerErrorMessages(PUPIL_ERROR_MESSAGES);
