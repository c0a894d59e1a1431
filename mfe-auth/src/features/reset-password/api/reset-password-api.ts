import { api } from '@rapport/contracts';
import type { PasswordResetFailure } from '@rapport/contracts/api/auth';
import { passwordResetConfirm, passwordResetValidate } from '@rapport/contracts/api/calls';
import { contractMutation } from '@rapport/contracts/api/client';

/** The reset link's token is checked on arrival, then spent with the new password. */
export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateResetToken: build.mutation(contractMutation(passwordResetValidate)),
    confirmPasswordReset: build.mutation(contractMutation(passwordResetConfirm)),
  }),
});

export const { useValidateResetTokenMutation, useConfirmPasswordResetMutation } = resetPasswordApi;

/** The first password error the server gave, if any. */
export function firstPasswordError(error: unknown): string | null {
  const data = (error as { data?: Partial<PasswordResetFailure> } | null)?.data;
  const first = Array.isArray(data?.password) ? data.password[0] : undefined;
  return typeof first === 'string' && first ? first : null;
}
