import { graphql } from '../../gql';

/** Answers with the user, or with the next step: a TOTP code (`requiresTotp`) or TOTP setup at `next`. */
export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      requiresTotp
      requiresTotpSetup
      next
      firstSignIn
      user {
        ...SessionUser
      }
    }
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($input: ForgotPasswordInput!) {
    forgotPassword(input: $input) {
      message
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

export const TotpSetupMutation = graphql(`
  mutation TotpSetup {
    totpSetup {
      qrPngDataUrl
      secret
    }
  }
`);

/** Selects the session fields so the cached user loses `isRestricted` as soon as the answer lands. */
export const TotpVerifyMutation = graphql(`
  mutation TotpVerify($input: TotpCodeInput!) {
    totpVerify(input: $input) {
      ...SessionUser
    }
  }
`);
