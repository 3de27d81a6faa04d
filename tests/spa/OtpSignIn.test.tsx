import type { AuthProvider } from "@refinedev/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import OtpSignIn from "../../src/auth/OtpSignIn";
import { DEFAULT_OTP_TIMES, otpCountdownAt } from "../../src/auth/otpCountdown";
import { api, server } from "./msw";
import { TestWrapper } from "./TestWrapper";

describe("otpCountdownAt", () => {
  const sentAt = Date.UTC(2026, 2, 1, 10, 0, 0);
  const at = (seconds: number) =>
    otpCountdownAt(sentAt, sentAt + seconds * 1000, DEFAULT_OTP_TIMES);

  it("counts 300 s down from the sending, with the resend locked for the first 60 s", () => {
    expect(at(0)).toEqual({
      secondsLeft: 300,
      expired: false,
      resendInSeconds: 60,
      canResend: false,
    });
    expect(at(59.9)).toMatchObject({ secondsLeft: 241, resendInSeconds: 1, canResend: false });
    expect(at(60)).toMatchObject({ secondsLeft: 240, resendInSeconds: 0, canResend: true });
  });

  it("expires at 300 s and stays expired", () => {
    expect(at(299)).toMatchObject({ secondsLeft: 1, expired: false });
    expect(at(300)).toMatchObject({ secondsLeft: 0, expired: true, canResend: true });
    expect(at(3600)).toMatchObject({ secondsLeft: 0, expired: true });
  });

  it("follows the times the server announced", () => {
    const times = { expiresInSeconds: 120, resendAfterSeconds: 30 };
    expect(otpCountdownAt(sentAt, sentAt + 30_000, times)).toEqual({
      secondsLeft: 90,
      expired: false,
      resendInSeconds: 0,
      canResend: true,
    });
  });
});

const SENT = "Il codice è stato inviato via email";

const signedOut = (login: AuthProvider["login"]): AuthProvider => ({
  login,
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: false }),
  onError: async () => ({}),
});

/** Answers the code request and records each address asked for. */
const answerSendCode = () => {
  const asked: unknown[] = [];
  server.use(
    http.post(api("/user/login/sendotp"), async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({
        message: SENT,
        data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
      });
    }),
  );
  return asked;
};

const tick = (seconds: number) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });

describe("OtpSignIn", () => {
  // The countdown's clock and interval only: msw and Testing Library keep their real timeouts.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderOtp = (login: AuthProvider["login"] = vi.fn()) =>
    render(
      <TestWrapper
        authProvider={signedOut(login)}
        path="/login"
        url="/login?method=code&redirect=%2Forders"
      >
        <OtpSignIn />
      </TestWrapper>,
    );

  const sendCodeTo = async (email: string) => {
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: email } });
    fireEvent.click(screen.getByRole("button", { name: "Invia il codice" }));
    await screen.findByText(SENT);
  };

  it("sends the code, counts down, unlocks the resend after 60 s and says 'expired' at the end", async () => {
    const asked = answerSendCode();
    renderOtp();

    await sendCodeTo("seller@example.com");

    expect(asked).toEqual([{ email: "seller@example.com" }]);
    expect(screen.getByText("seller@example.com")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("Il codice scade tra 300 s");
    const code = screen.getByLabelText("Codice di 6 cifre");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    const locked = screen.getByRole("button", { name: "Nuovo codice tra 60 s" });
    expect(locked.hasAttribute("disabled")).toBe(true);

    tick(59);
    expect(screen.getByRole("timer").textContent).toBe("Il codice scade tra 241 s");
    expect(screen.getByRole("button", { name: "Nuovo codice tra 1 s" })).toBeTruthy();

    tick(1);
    const resend = screen.getByRole("button", { name: "Invia un nuovo codice" });
    expect(resend.hasAttribute("disabled")).toBe(false);

    tick(240);
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("Codice scaduto");
  });

  it("starts the countdown over with a new code", async () => {
    const asked = answerSendCode();
    renderOtp();
    await sendCodeTo("seller@example.com");
    tick(300);
    expect(screen.getByRole("alert").textContent).toContain("Codice scaduto");

    fireEvent.click(screen.getByRole("button", { name: "Invia un nuovo codice" }));

    expect(await screen.findByText("Il codice scade tra 300 s")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it("signs in with the address and the six digits, keeping ?redirect=", async () => {
    answerSendCode();
    const login = vi.fn(async () => ({ success: false }));
    renderOtp(login);
    await sendCodeTo("seller@example.com");

    fireEvent.change(screen.getByLabelText("Codice di 6 cifre"), { target: { value: "12 34 56" } });
    fireEvent.click(screen.getByRole("button", { name: "Accedi" }));

    await vi.waitFor(() =>
      expect(login).toHaveBeenCalledWith({
        email: "seller@example.com",
        otp: "123456",
        redirectTo: "/orders",
      }),
    );
  });

  it("refuses a code that is not six digits before calling the server", async () => {
    answerSendCode();
    const login = vi.fn();
    renderOtp(login);
    await sendCodeTo("seller@example.com");

    fireEvent.change(screen.getByLabelText("Codice di 6 cifre"), { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "Accedi" }));

    expect(await screen.findByText("Il codice è di 6 cifre")).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });
});
