import { api } from '@rapport/contracts';

export interface ResetFailure {
  status: 0;
  message: string;
  /** the server's password errors, the first one shown */
  password?: string[];
}

/** The reset link's token is checked on arrival, then spent with the new password. */
export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateResetToken: build.mutation<{ status: string }, { token: string }>({
      query: (body) => ({ url: '/password_reset/validate_token/', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<{ status: string }, { token: string; password: string }>({
      query: (body) => ({ url: '/password_reset/confirm/', method: 'POST', body }),
    }),
  }),
});

export const { useValidateResetTokenMutation, useConfirmPasswordResetMutation } = resetPasswordApi;

/** The first password error the server gave, if any. */
export function firstPasswordError(error: unknown): string | null {
  const data = (error as { data?: Partial<ResetFailure> } | null)?.data;
  const first = Array.isArray(data?.password) ? data.password[0] : undefined;
  return typeof first === 'string' && first ? first : null;
}
