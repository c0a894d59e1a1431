/** Body of POST /send/contact: the public contact form. */
export interface ContactMessage {
  sender_email: string;
  sender_name: string;
  subject: string;
  message: string;
}

/** Body of POST /send/invite: a user invites someone to take the questionnaire. */
export interface Invite {
  /** the invitee's e-mail address (spelling as in the product's API) */
  recepter: string;
  name: string;
  referral_link: string;
}
