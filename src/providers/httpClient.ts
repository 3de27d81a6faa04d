import type { HttpError } from "@refinedev/core";
import axios, { AxiosError, type InternalAxiosRequestConfig } from "axios";
import { APP_KEY_HEADER, ERROR_CODE } from "../../domain/api";
import type { ErrorBody } from "../../domain/api.schema";
import { config } from "../config";
import { i18n } from "./i18n";
import { notifier } from "./notifier";
import { session } from "./session";

/** Every successful /admin/api answer (docs/api.md): the server's message and the payload. */
export type Answer<T> = { message: string; data: T };

/** The one axios instance every call to /admin/api goes through (docs/api.md, docs/api.md#errors). */
export const httpClient = axios.create({
  baseURL: config.apiUrl,
  timeout: config.requestTimeoutMs,
  // The API takes a bearer token, never an XSRF cookie: axios need not read the cookies for one.
  withXSRFToken: false,
});

const READS = new Set(["get", "head", "options"]);

/** A read or a write, by the request's method (axios defaults to GET). */
const isWrite = (request: { method?: string }) =>
  !READS.has((request.method ?? "get").toLowerCase());

const setSessionHeaders = (request: InternalAxiosRequestConfig) => {
  // The default time-out is a read's; a write that did not name its own waits longer.
  if (isWrite(request) && request.timeout === config.requestTimeoutMs) {
    request.timeout = config.writeTimeoutMs;
  }
  // Always the UI language, so server messages match the screen (docs/api.md), even at sign-in.
  request.headers.set("Accept-Language", i18n.language);
  const token = session.getToken();
  if (token) {
    request.headers.set(APP_KEY_HEADER, config.appKey);
    request.headers.setAuthorization(`Bearer ${token}`);
    // A read still on its way at sign-out is dropped: the server may already have ended the
    // session and would refuse it, and a refusal shown on the sign-in page would tell of nothing
    // the user did. A read with a signal of its own is a query's, which the sign-out cancels
    // (queryClient.ts). A write goes on: the user asked for it, and its outcome is still shown.
    if (!isWrite(request)) request.signal ??= session.endSignal();
  }
};

const withSessionHeaders = (request: InternalAxiosRequestConfig) => {
  try {
    setSessionHeaders(request);
  } catch (error) {
    // Axios sends a request whose synchronous interceptor failed all the same, without its
    // headers: this one fails in its place instead, unsent, and reaches onFailure below.
    request.adapter = () => Promise.reject(error);
  }
  return request;
};

const TIMEOUT_CODES = new Set([AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT]);

const toHttpError = (error: AxiosError<Partial<ErrorBody>>): HttpError | undefined => {
  const { response } = error;
  if (response) {
    return {
      message: response.data?.message ?? response.statusText,
      statusCode: response.status,
      errors: response.data?.errors,
      code: response.data?.code,
      // outOfStock: the pieces still available, for the screen to say in its own words.
      ...(response.data?.available === undefined ? {} : { available: response.data.available }),
      // bookingHeld names the request holding the dates or seats, for the screen's link.
      ...(response.data?.holder ? { holder: response.data.holder } : {}),
    };
  }
  // statusCode 0: the request left but no HTTP answer came back.
  if (error.code && TIMEOUT_CODES.has(error.code)) {
    // A write may have been made all the same: "try again" could make it twice.
    const key = error.config && isWrite(error.config) ? "errors:writeTimeout" : "errors:timeout";
    return { message: i18n.t(key), statusCode: 0 };
  }
  if (error.code === AxiosError.ERR_NETWORK) {
    return { message: i18n.t("errors:network"), statusCode: 0 };
  }
  return undefined;
};

const onFailure = (error: unknown) => {
  // A query or mutation that was cancelled on purpose is nobody's error.
  if (axios.isCancel(error)) return Promise.reject(error);
  const httpError = axios.isAxiosError<Partial<ErrorBody>>(error) ? toHttpError(error) : undefined;
  if (!httpError) {
    // The request could not even be built: a bug to log, nothing the user can act on.
    console.error(error);
    return Promise.reject(error);
  }
  console.error(axios.isAxiosError(error) ? (error.response?.data ?? error.message) : error);
  notifier.show("error", httpError.message);
  if (httpError.code === ERROR_CODE.tokenExpired) {
    session.clear();
    window.location.reload();
  }
  return Promise.reject(httpError);
};

// Synchronous: a request leaves as it is made, not a microtask later, so a read started during a
// long render (a list read ahead) is on the wire before that render ends.
httpClient.interceptors.request.use(withSessionHeaders, undefined, { synchronous: true });
httpClient.interceptors.response.use(undefined, onFailure);
