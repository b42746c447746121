// The official npm clients against mockllm. node_test.go starts a mock
// server holding the conformance exchanges and runs this file with
// MOCKLLM_URL set; the requests here are the same exchanges as the Go SDK
// tests send (see package scriptorium/mockllm/conformance).
import assert from "node:assert/strict";
import test from "node:test";
import OpenAI from "openai";
import Anthropic from "@anthropic-ai/sdk";

const base = process.env.MOCKLLM_URL;
const helloText = "The Keep on the Borderlands (B2), by Gary Gygax.";
const surveyData = '{"title":"The Keep on the Borderlands"}';
const pixelPNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const schema = {type: "object", properties: {title: {type: "string"}}, required: ["title"], additionalProperties: false};
const surveyParts = [
  {type: "text", text: "Page 1 of the module."},
  {type: "image_url", image_url: {url: `data:image/png;base64,${pixelPNG}`}},
  {type: "text", text: "Return the survey."},
];

const openai = new OpenAI({baseURL: `${base}/v1`, apiKey: "test-key", maxRetries: 0});
const anthropic = new Anthropic({baseURL: base, apiKey: "test-key", maxRetries: 0});

const hello = {
  model: "gpt-4.1-mini",
  messages: [{role: "system", content: "You are terse."}, {role: "user", content: "Name a classic B/X module."}],
  metadata: {fixture_tag: "chat.hello"},
};

test("openai text", async () => {
  const got = await openai.chat.completions.create(hello);
  assert.equal(got.choices[0].message.content, helloText);
  assert.equal(got.choices[0].finish_reason, "stop");
  assert.equal(got.usage.total_tokens, got.usage.prompt_tokens + got.usage.completion_tokens);
});

test("openai structured output with an image", async () => {
  const got = await openai.chat.completions.create({
    model: "gpt-4.1-mini",
    messages: [{role: "system", content: "You survey adventure modules."}, {role: "user", content: surveyParts}],
    response_format: {type: "json_schema", json_schema: {name: "survey", strict: true, schema}},
    metadata: {fixture_tag: "survey.w01"},
  });
  assert.equal(got.choices[0].message.content, surveyData);
});

test("openai streaming", async () => {
  const stream = await openai.chat.completions.create({...hello, stream: true, stream_options: {include_usage: true}});
  let text = "", finish = null, usage = null;
  for await (const chunk of stream) {
    text += chunk.choices[0]?.delta?.content ?? "";
    finish = chunk.choices[0]?.finish_reason ?? finish;
    usage = chunk.usage ?? usage;
  }
  assert.equal(text, helloText);
  assert.equal(finish, "stop");
  assert.ok(usage.total_tokens > 0);
});

test("openai miss is an APIError", async () => {
  await assert.rejects(
    openai.chat.completions.create({...hello, messages: [{role: "system", content: "You are verbose."}, hello.messages[1]]}),
    (err) => err instanceof OpenAI.APIError && err.status === 404 && err.code === "fixture_miss");
});

const helloMessage = {
  model: "claude-sonnet-5-5", max_tokens: 1024, system: "You are terse.",
  messages: [{role: "user", content: "Name a classic B/X module."}],
};

test("anthropic text", async () => {
  const got = await anthropic.messages.create(helloMessage, {headers: {"X-Fixture-Tag": "chat.hello"}});
  assert.equal(got.content[0].text, helloText);
  assert.equal(got.stop_reason, "end_turn");
});

test("anthropic streaming tool call", async () => {
  const stream = anthropic.messages.stream({
    model: "claude-sonnet-5-5", max_tokens: 4096, system: "You survey adventure modules.",
    messages: [{role: "user", content: [
      {type: "text", text: "Page 1 of the module."},
      {type: "image", source: {type: "base64", media_type: "image/png", data: pixelPNG}},
      {type: "text", text: "Return the survey."},
    ]}],
    tools: [{name: "record_survey", input_schema: schema}],
    tool_choice: {type: "tool", name: "record_survey"},
  }, {headers: {"X-Fixture-Tag": "survey.w01"}});
  const got = await stream.finalMessage();
  assert.equal(got.stop_reason, "tool_use");
  assert.equal(JSON.stringify(got.content[0].input), surveyData);
});
