/** The contact form's query keys ('support' first). */
export const contactKeys = {
  captcha: () => ['support', 'contact', 'captcha'] as const,
};
