import { api } from '@rapport/platform';
import { passwordResetConfirm, passwordResetValidate } from '@rapport/wire/api/calls';
import { contractMutation } from '@rapport/wire/api/client';

/** The reset link's token is checked on arrival, then spent with the new password. */
export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateResetToken: build.mutation(contractMutation(passwordResetValidate)),
    confirmPasswordReset: build.mutation(contractMutation(passwordResetConfirm)),
  }),
});

export const { useValidateResetTokenMutation, useConfirmPasswordResetMutation } = resetPasswordApi;
