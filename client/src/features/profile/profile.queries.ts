import { graphql } from '../../gql';

/** Answers the session fragment, so the cached `me` (and the shell's avatar) updates at once. */
export const UpdateProfileMutation = graphql(`
  mutation ProfileUpdate($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUser
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ProfileChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

export const TotpResetMutation = graphql(`
  mutation ProfileTotpReset($input: StepUpInput!) {
    totpReset(input: $input) {
      message
    }
  }
`);
