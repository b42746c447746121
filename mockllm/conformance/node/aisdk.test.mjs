// The Vercel AI SDK (ai with @ai-sdk/openai, anthropic, google and
// amazon-bedrock) against mockllm. node_test.go starts the servers:
// MOCKLLM_URL serves the conformance exchanges, which MOCKLLM_EXCHANGES
// holds (JSON, from the conformance kit, package internal/conformance),
// MOCKLLM_PROXY_URL records into a fresh store from a scripted OpenAI
// upstream, and MOCKLLM_REPLAY_URL replays that store.
import assert from "node:assert/strict";
import test from "node:test";
import {generateObject, generateText, jsonSchema, stepCountIs, streamText, tool} from "ai";
import {createOpenAI} from "@ai-sdk/openai";
import {createAnthropic} from "@ai-sdk/anthropic";
import {createGoogleGenerativeAI} from "@ai-sdk/google";
import {createAmazonBedrock} from "@ai-sdk/amazon-bedrock";

const {MOCKLLM_URL: base, MOCKLLM_PROXY_URL: proxyURL, MOCKLLM_REPLAY_URL: replayURL} = process.env;
const x = JSON.parse(process.env.MOCKLLM_EXCHANGES);
const helloText = x.hello.answer;
const survey = JSON.parse(x.survey.answer);
const surveySchema = x.survey.schema;

// models returns, for a server base URL, one model of each provider.
function models(url) {
  const key = {apiKey: "test-key"};
  return {
    "openai chat": createOpenAI({baseURL: `${url}/v1`, ...key}).chat("gpt-4.1-mini"),
    "openai responses": createOpenAI({baseURL: `${url}/v1`, ...key}).responses("gpt-4.1-mini"),
    anthropic: createAnthropic({baseURL: `${url}/v1`, ...key})("claude-sonnet-4-5"),
    google: createGoogleGenerativeAI({baseURL: `${url}/v1beta`, ...key})("gemini-2.5-flash"),
    bedrock: createAmazonBedrock({baseURL: url, region: "us-east-1", accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "test-secret"})("anthropic.claude-sonnet-4-5"),
  };
}

const hello = {system: x.hello.system, prompt: x.hello.prompt, headers: {"X-Fixture-Tag": x.hello.tag}, maxRetries: 0};
const surveyPrompt = {
  system: x.survey.system,
  messages: [{role: "user", content: [
    {type: "text", text: x.survey.before},
    {type: "image", image: x.survey.image, mediaType: x.survey.mime},
    {type: "text", text: x.survey.after},
  ]}],
  headers: {"X-Fixture-Tag": x.survey.tag},
  maxRetries: 0,
};

for (const [name, model] of Object.entries(models(base))) {
  test(`${name} generateText`, async () => {
    const got = await generateText({model, ...hello});
    assert.equal(got.text, helloText);
    assert.equal(got.finishReason, "stop");
  });

  test(`${name} streamText`, async () => {
    const got = streamText({model, ...hello, onError: ({error}) => { throw error; }});
    let text = "";
    for await (const piece of got.textStream) text += piece;
    assert.equal(text, helloText);
    assert.equal(await got.finishReason, "stop");
  });

  test(`${name} generateObject`, async () => {
    const got = await generateObject({model, ...surveyPrompt, schema: jsonSchema(surveySchema)});
    assert.deepEqual(got.object, survey);
  });

  test(`${name} forced tool call`, async () => {
    const got = await generateText({model, ...surveyPrompt,
      tools: {record_survey: tool({description: "Record the survey.", inputSchema: jsonSchema(surveySchema)})},
      toolChoice: {type: "tool", toolName: "record_survey"}});
    assert.equal(got.toolCalls.length, 1);
    assert.equal(got.toolCalls[0].toolName, "record_survey");
    assert.deepEqual(got.toolCalls[0].input, survey);
  });
}

// weather is a tool loop: an auto tool call, the tool's result, the answer;
// streamed, it gathers the same from the stream.
async function weather(model, stream = false) {
  const calls = [];
  const options = {
    model, maxRetries: 0, system: "Be brief.", prompt: "What is the weather in Oslo?",
    stopWhen: stepCountIs(2),
    tools: {weather: tool({description: "The weather of a city.",
      inputSchema: jsonSchema({type: "object", properties: {city: {type: "string"}}, required: ["city"]}),
      execute: async ({city}) => { calls.push(city); return `rain in ${city}`; }})},
  };
  if (!stream) {
    return {got: await generateText(options), calls};
  }
  const run = streamText({...options, onError: ({error}) => { throw error; }});
  return {got: {text: await run.text, steps: await run.steps}, calls};
}

test("openai chat two-turn tool loop, recorded through the proxy", async () => {
  const {got, calls} = await weather(models(proxyURL)["openai chat"]);
  assert.deepEqual(calls, ["Oslo"]);
  assert.equal(got.steps.length, 2);
  assert.equal(got.steps[0].finishReason, "tool-calls");
  assert.equal(got.text, "It says: rain in Oslo");
});

for (const name of ["openai chat", "openai responses", "anthropic", "bedrock"]) {
  for (const stream of [false, true]) {
    test(`${name} replays the recorded tool loop${stream ? ", streamed" : ""}`, async () => {
      const {got, calls} = await weather(models(replayURL)[name], stream);
      assert.deepEqual(calls, ["Oslo"]);
      assert.equal(got.steps[0].toolCalls[0].toolName, "weather");
      assert.equal(got.text, "It says: rain in Oslo");
    });
  }
}
