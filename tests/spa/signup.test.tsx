import type { AuthProvider } from "@refinedev/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { PROFILE_PICTURE_MAX_BYTES } from "../../domain/auth";
import { profilePictureProblem } from "../../src/auth/profilePicture";
import RegisterPage from "../../src/auth/RegisterPage";
import SignupCompletePage from "../../src/auth/SignupCompletePage";
import VerifyEmailNoticePage from "../../src/auth/VerifyEmailNoticePage";
import { api, server } from "./msw";
import { TestWrapper } from "./TestWrapper";

const PICTURE_RULE = "Le immagini devono essere jpg o png e inferiori a 5MB.";

const signedOut: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: false }),
  onError: async () => ({}),
};

const fileOf = (name: string, type: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type });

describe("profilePictureProblem", () => {
  it("accepts jpg and png up to 5 MB and names what is wrong otherwise", () => {
    expect(profilePictureProblem(fileOf("me.jpg", "image/jpeg"))).toBeNull();
    expect(
      profilePictureProblem(fileOf("me.png", "image/png", PROFILE_PICTURE_MAX_BYTES)),
    ).toBeNull();
    expect(profilePictureProblem(fileOf("me.gif", "image/gif"))).toBe("imageType");
    expect(profilePictureProblem(fileOf("me.webp", "image/webp"))).toBe("imageType");
    expect(
      profilePictureProblem(fileOf("me.png", "image/png", PROFILE_PICTURE_MAX_BYTES + 1)),
    ).toBe("imageTooLarge");
  });
});

/**
 * Records every sign-up the server receives: the multipart fields, files by type (jsdom's files
 * lose their name on the way to msw; the browser test sees the real upload).
 */
const recordSignups = (respond?: () => Response) => {
  const received: Record<string, string>[] = [];
  server.use(
    http.post(api("/user/signup"), async ({ request }) => {
      const form = await request.formData();
      received.push(
        Object.fromEntries(
          [...form.entries()].map(([key, value]) => [
            key,
            typeof value === "string" ? value : `file:${value.type}`,
          ]),
        ),
      );
      return (
        respond?.() ??
        HttpResponse.json(
          {
            message: "Account creato: controlla la tua casella.",
            data: { email: "nuovo@example.com" },
          },
          { status: 201 },
        )
      );
    }),
  );
  return received;
};

const renderSignup = () =>
  render(
    <TestWrapper
      authProvider={signedOut}
      path="/register"
      url="/register"
      routes={{
        "/signup/complete": <SignupCompletePage />,
        "/verifyemail": <VerifyEmailNoticePage />,
      }}
    >
      <RegisterPage />
    </TestWrapper>,
  );

const completeStepOne = async () => {
  fireEvent.change(await screen.findByLabelText("Email"), {
    target: { value: "nuovo@example.com" },
  });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Venditore#1" } });
  fireEvent.change(screen.getByLabelText("Conferma password"), {
    target: { value: "Venditore#1" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Continua" }));
  fireEvent.change(await screen.findByLabelText("Nome"), { target: { value: "Marta" } });
  fireEvent.change(screen.getByLabelText("Cognome"), { target: { value: "Bianchi" } });
};

const choosePicture = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Crea l'account" }));

describe("seller sign-up", () => {
  it("refuses a picture of the wrong type before sending anything", async () => {
    const received = recordSignups();
    renderSignup();
    await completeStepOne();

    choosePicture(fileOf("me.gif", "image/gif"));
    submit();

    // The message is the submission's refusal: nothing is sent after it.
    expect(await screen.findByText(PICTURE_RULE)).toBeTruthy();
    expect(received).toEqual([]);
  });

  it("refuses a picture over 5 MB before sending anything", async () => {
    const received = recordSignups();
    renderSignup();
    await completeStepOne();

    choosePicture(fileOf("huge.png", "image/png", PROFILE_PICTURE_MAX_BYTES + 1));

    expect(await screen.findByText(PICTURE_RULE)).toBeTruthy();
    submit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it("sends both steps and the picture in one multipart request, then asks to check the inbox", async () => {
    const received = recordSignups();
    renderSignup();
    await completeStepOne();

    choosePicture(fileOf("me.png", "image/png"));
    expect(await screen.findByAltText("Anteprima della foto scelta")).toBeTruthy();
    submit();

    expect(await screen.findByRole("heading", { name: "Controlla la tua casella" })).toBeTruthy();
    expect(screen.getByText("Account creato: controlla la tua casella.")).toBeTruthy();
    expect(screen.getByText(/nuovo@example\.com/)).toBeTruthy();
    expect(received).toEqual([
      {
        firstName: "Marta",
        lastName: "Bianchi",
        email: "nuovo@example.com",
        password: "Venditore#1",
        confirmPassword: "Venditore#1",
        profilePicture: "file:image/png",
      },
    ]);
    // The password never reaches the address bar.
    expect(window.location.href).not.toContain("Venditore");
  });

  it("shows a taken email with the way back to step 1, its fields filled again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    recordSignups(() =>
      HttpResponse.json(
        { message: "Esiste già un account", errors: { email: "Questa email è già registrata" } },
        { status: 409 },
      ),
    );
    renderSignup();
    await completeStepOne();
    submit();

    expect(await screen.findByText("Questa email è già registrata")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("link", { name: "Cambia email o password" })[0] as Element);

    const email = (await screen.findByLabelText("Email")) as HTMLInputElement;
    expect(email.value).toBe("nuovo@example.com");
  });

  it("sends a visitor without step 1 back to /register", async () => {
    render(
      <TestWrapper
        authProvider={signedOut}
        path="/signup/complete"
        url="/signup/complete"
        routes={{ "/register": <p>register page</p> }}
      >
        <SignupCompletePage />
      </TestWrapper>,
    );
    expect(await screen.findByText("register page")).toBeTruthy();
  });
});
