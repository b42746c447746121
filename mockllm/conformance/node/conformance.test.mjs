// The official npm clients against mockllm. node_test.go starts a mock
// server holding the conformance exchanges and runs this file with
// MOCKLLM_URL set and the exchanges in MOCKLLM_EXCHANGES (JSON, from the
// conformance kit, package internal/conformance); the requests here are the
// same exchanges as the Go SDK tests send.
import assert from "node:assert/strict";
import test from "node:test";
import OpenAI from "openai";
import Anthropic from "@anthropic-ai/sdk";

const base = process.env.MOCKLLM_URL;
const x = JSON.parse(process.env.MOCKLLM_EXCHANGES);
const helloText = x.hello.answer;
const surveyData = x.survey.answer;
const pixelPNG = x.survey.image;
const schema = x.survey.schema;
const surveyParts = [
  {type: "text", text: x.survey.before},
  {type: "image_url", image_url: {url: `data:${x.survey.mime};base64,${pixelPNG}`}},
  {type: "text", text: x.survey.after},
];

const openai = new OpenAI({baseURL: `${base}/v1`, apiKey: "test-key", maxRetries: 0});
const anthropic = new Anthropic({baseURL: base, apiKey: "test-key", maxRetries: 0});

const hello = {
  model: "gpt-4.1-mini",
  messages: [{role: "system", content: x.hello.system}, {role: "user", content: x.hello.prompt}],
  metadata: {fixture_tag: x.hello.tag},
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
    messages: [{role: "system", content: x.survey.system}, {role: "user", content: surveyParts}],
    response_format: {type: "json_schema", json_schema: {name: "survey", strict: true, schema}},
    metadata: {fixture_tag: x.survey.tag},
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
  model: "claude-sonnet-5-5", max_tokens: 1024, system: x.hello.system,
  messages: [{role: "user", content: x.hello.prompt}],
};

test("anthropic text", async () => {
  const got = await anthropic.messages.create(helloMessage, {headers: {"X-Fixture-Tag": x.hello.tag}});
  assert.equal(got.content[0].text, helloText);
  assert.equal(got.stop_reason, "end_turn");
});

test("anthropic streaming tool call", async () => {
  const stream = anthropic.messages.stream({
    model: "claude-sonnet-5-5", max_tokens: 4096, system: x.survey.system,
    messages: [{role: "user", content: [
      {type: "text", text: x.survey.before},
      {type: "image", source: {type: "base64", media_type: x.survey.mime, data: pixelPNG}},
      {type: "text", text: x.survey.after},
    ]}],
    tools: [{name: "record_survey", input_schema: schema}],
    tool_choice: {type: "tool", name: "record_survey"},
  }, {headers: {"X-Fixture-Tag": x.survey.tag}});
  const got = await stream.finalMessage();
  assert.equal(got.stop_reason, "tool_use");
  assert.equal(JSON.stringify(got.content[0].input), surveyData);
});
