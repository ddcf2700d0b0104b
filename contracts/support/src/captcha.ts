/** GET /api/r/captcha — a PNG data URL and the opaque token its answer is stored under. */
export interface CaptchaResponse {
  image: string;
  token: string;
  expires_in: number;
}
