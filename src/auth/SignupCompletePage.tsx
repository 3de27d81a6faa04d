import { useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Form, Input } from "antd";
import { Link, Navigate, useLocation } from "react-router";
import { PUBLIC_PAGE } from "../../domain/auth";
import { palette } from "../layout/theme";
import { useRevalidateOnLanguageChange } from "../layout/useRevalidateOnLanguageChange";
import { ProfilePictureField } from "./ProfilePictureField";
import { PublicPage } from "./PublicPage";
import { profilePictureProblem } from "./profilePicture";
import { isSignupStart, type SignupStart } from "./signupStart";
import { type SignupDetails, useSignup } from "./useSignup";

/** /signup/complete, step 2: who the seller is. Without step 1 in history state, back to /register. */
export default function SignupCompletePage() {
  const { state } = useLocation();
  return isSignupStart(state) ? (
    <SignupDetailsForm start={state} />
  ) : (
    <Navigate to={PUBLIC_PAGE.register} replace />
  );
}

function SignupDetailsForm({ start }: { start: SignupStart }) {
  const t = useTranslate();
  const [form] = Form.useForm<SignupDetails>();
  useRevalidateOnLanguageChange(form);
  const { signUp, isPending, stepOneErrors } = useSignup(form, start);
  const backToStepOne = (
    <Link to={PUBLIC_PAGE.register} state={start} style={{ color: palette.goldText }}>
      {t("account.signup.changeAccount")}
    </Link>
  );

  return (
    <PublicPage
      title={t("account.signup.title")}
      subtitle={t("account.signup.subtitle", { email: start.email })}
      width={480}
    >
      {stepOneErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          message={stepOneErrors.join(" ")}
          action={backToStepOne}
          style={{ marginBottom: 24 }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={(details) => signUp(details)}
      >
        <Flex gap={16} wrap>
          <Form.Item
            label={t("account.fields.firstName")}
            name="firstName"
            rules={[
              { required: true, whitespace: true, message: t("validation.firstNameRequired") },
            ]}
            style={{ flex: "1 1 180px" }}
          >
            <Input autoComplete="given-name" autoFocus />
          </Form.Item>
          <Form.Item
            label={t("account.fields.lastName")}
            name="lastName"
            rules={[
              { required: true, whitespace: true, message: t("validation.lastNameRequired") },
            ]}
            style={{ flex: "1 1 180px" }}
          >
            <Input autoComplete="family-name" />
          </Form.Item>
        </Flex>
        <Form.Item
          label={t("account.fields.profilePicture")}
          name="profilePicture"
          extra={t("account.picture.hint")}
          rules={[
            {
              validator: (_, file?: File | null) => {
                const problem = file ? profilePictureProblem(file) : null;
                return problem
                  ? Promise.reject(new Error(t(`validation.${problem}`)))
                  : Promise.resolve();
              },
            },
          ]}
        >
          <ProfilePictureField />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t("account.signup.submit")}
        </Button>
      </Form>
      <p style={{ margin: "20px 0 0", textAlign: "center" }}>{backToStepOne}</p>
    </PublicPage>
  );
}
